import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { OFFER_MAX_UNITS, uuid } from '@app/validators';
import { managerOf } from '~/components/documents/manager';
import { NewDocumentScreen } from '~/components/documents/new-document-screen';
import { OfferForm } from '~/components/documents/offer-form';
import { getServerCaller, requireMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('documents.offer'))('title') };
}

type SearchParams = Promise<{ units?: string | string[]; booking?: string | string[] }>;

/** `?units=<id>,<id>`: the units chosen elsewhere (unit card, pricing grid); malformed ids dropped. */
function unitIds(param: string | string[] | undefined): string[] {
  const ids = [param ?? []].flat().flatMap((p) => p.split(','));
  const valid = ids.map((id) => id.trim()).filter((id) => uuid.safeParse(id).success);
  return [...new Set(valid)].slice(0, OFFER_MAX_UNITS);
}

/**
 * `?booking=<id>` (the booking card's "Commercial offer"): the booking's unit and customer, read
 * under the caller's access rules; undefined when there is none the caller may see.
 */
async function bookingOf(param: string | string[] | undefined) {
  const id = [param ?? []].flat()[0]?.trim();
  if (!id || !uuid.safeParse(id).success) return undefined;
  try {
    return await (await getServerCaller()).bookings.get({ id });
  } catch {
    return undefined;
  }
}

/** A new commercial offer (`documents.commercialOffer`), for the units or the booking given. */
export default async function NewOfferPage({ searchParams }: { searchParams: SearchParams }) {
  const [me, t, params] = await Promise.all([
    requireMe(),
    getTranslations('documents.offer'),
    searchParams,
  ]);
  const allowed = can(me.roles, 'documents.create');
  const booking = allowed ? await bookingOf(params.booking) : undefined;
  const ids = unitIds(booking ? [booking.unit, params.units ?? []].flat().join(',') : params.units);
  return (
    <NewDocumentScreen title={t('title')} description={t('description')} allowed={allowed}>
      <OfferForm
        manager={managerOf(me)}
        unitIds={ids}
        customer={booking?.customer ?? null}
        coBuyers={booking?.co_buyers ?? []}
        booking={booking ? { id: booking.id, unit: booking.unit } : undefined}
      />
    </NewDocumentScreen>
  );
}
