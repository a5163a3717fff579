import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SearchX } from 'lucide-react';
import { buttonClasses } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <EmptyState icon={SearchX} title={t('title')} description={t('description')}>
        <Link href="/" className={buttonClasses('secondary')}>
          {t('back')}
        </Link>
      </EmptyState>
    </main>
  );
}
