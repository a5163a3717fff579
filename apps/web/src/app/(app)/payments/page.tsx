import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can, ownOnly } from '@app/permissions';
import { uuid } from '@app/validators';
import { Forbidden } from '~/components/common/forbidden';
import { PageHeader } from '~/components/common/page-header';
import { PaymentsLedgerView } from '~/components/payments-ledger/payments-ledger-view';
import { requireMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('payments') };
}

/** The payments ledger; `?booking=<id>` opens it filtered to one booking's payments. */
export default async function PaymentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [me, t, params] = await Promise.all([
    requireMe(),
    getTranslations('paymentsLedger'),
    searchParams,
  ]);
  if (!can(me.roles, 'payments.read')) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Forbidden />
      </>
    );
  }
  // A malformed id is ignored rather than sent to be refused.
  const booking = uuid.safeParse(params.booking);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={ownOnly(me.roles, 'payments.read') ? t('descriptionOwn') : t('description')}
      />
      <PaymentsLedgerView
        key={booking.data ?? 'all'}
        booking={booking.success ? booking.data : undefined}
      />
    </>
  );
}
