import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowLeft } from 'lucide-react';
import { Forbidden } from '~/components/common/forbidden';
import { PageHeader } from '~/components/common/page-header';
import { buttonClasses } from '~/components/ui/button';

/** The frame of a new-document screen: the way back to /documents, the header, or a refusal. */
export async function NewDocumentScreen({
  title,
  description,
  allowed,
  children,
}: {
  title: string;
  description: string;
  /** May issue documents (`documents.create`). */
  allowed: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations('documents');
  return (
    <>
      <Link
        href="/documents"
        className={buttonClasses('ghost', 'sm', '-ml-3 mb-2 text-muted-foreground')}
      >
        <ArrowLeft aria-hidden />
        {t('back')}
      </Link>
      <PageHeader title={title} description={allowed ? description : undefined} />
      {allowed ? children : <Forbidden />}
    </>
  );
}
