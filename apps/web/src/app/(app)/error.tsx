'use client';

import { useTranslations } from 'next-intl';
import { TriangleAlert } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';

export default function AppError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errorPage');
  return (
    <Card>
      <EmptyState icon={TriangleAlert} title={t('title')} description={t('description')}>
        <Button variant="secondary" onClick={reset}>
          {t('retry')}
        </Button>
      </EmptyState>
    </Card>
  );
}
