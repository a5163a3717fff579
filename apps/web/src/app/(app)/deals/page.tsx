import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can, ownOnly } from '@app/permissions';
import { Forbidden } from '~/components/common/forbidden';
import { PageHeader } from '~/components/common/page-header';
import { DealsBoard } from '~/components/deals/deals-board';
import { requireMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('deals'))('metaTitle') };
}

/** /deals: the live deals by stage (issue 33); realtors see their own. */
export default async function DealsPage() {
  const [me, t] = await Promise.all([requireMe(), getTranslations('deals')]);
  if (!can(me.roles, 'bookings.read')) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Forbidden />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t('title')}
        description={ownOnly(me.roles, 'bookings.read') ? t('descriptionOwn') : t('description')}
      />
      <DealsBoard />
    </>
  );
}
