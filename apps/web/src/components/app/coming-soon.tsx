import { getTranslations } from 'next-intl/server';
import type { LucideIcon } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from './page-header';

type Section = 'units' | 'bookings' | 'pricing' | 'documents';

/** The placeholder of a section that is not built yet. */
export async function ComingSoon({ section, icon }: { section: Section; icon: LucideIcon }) {
  const t = await getTranslations();
  return (
    <>
      <PageHeader title={t(`nav.${section}`)} description={t(`sections.${section}.description`)} />
      <Card>
        <EmptyState
          icon={icon}
          title={t('comingSoon.title')}
          description={t(`sections.${section}.comingSoon`)}
        >
          <Badge variant="accent">{t('comingSoon.badge')}</Badge>
        </EmptyState>
      </Card>
    </>
  );
}
