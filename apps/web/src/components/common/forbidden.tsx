import { getTranslations } from 'next-intl/server';
import { ShieldAlert } from 'lucide-react';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';

/** What a user sees on a screen their role may not open (the API refuses the data too). */
export async function Forbidden() {
  const t = await getTranslations('forbidden');
  return (
    <Card>
      <EmptyState icon={ShieldAlert} title={t('title')} description={t('description')} />
    </Card>
  );
}
