import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CalendarRange, FilePlus2 } from 'lucide-react';
import { can, ownOnly } from '@app/permissions';
import { Forbidden } from '~/components/common/forbidden';
import { PageHeader } from '~/components/common/page-header';
import { DocumentsView } from '~/components/documents/documents-view';
import { buttonClasses } from '~/components/ui/button';
import { requireMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('documents') };
}

/** The issued customer documents, and (for those who may issue them) the two forms. */
export default async function DocumentsPage() {
  const [me, t] = await Promise.all([requireMe(), getTranslations('documents')]);
  if (!can(me.roles, 'documents.read'))
    return (
      <>
        <PageHeader title={t('list.title')} />
        <Forbidden />
      </>
    );
  const actions = can(me.roles, 'documents.create') ? (
    <div className="flex flex-wrap gap-2">
      <Link href="/documents/offer/new" className={buttonClasses('primary', 'md')}>
        <FilePlus2 aria-hidden />
        {t('list.newOffer')}
      </Link>
      <Link href="/documents/schedule/new" className={buttonClasses('secondary', 'md')}>
        <CalendarRange aria-hidden />
        {t('list.newSchedule')}
      </Link>
    </div>
  ) : null;
  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={
          ownOnly(me.roles, 'documents.read') ? t('list.descriptionOwn') : t('list.description')
        }
        actions={actions}
      />
      <DocumentsView />
    </>
  );
}
