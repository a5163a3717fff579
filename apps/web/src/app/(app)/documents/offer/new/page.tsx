import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { OFFER_MAX_UNITS, uuid } from '@app/validators';
import { managerOf } from '~/components/documents/manager';
import { NewDocumentScreen } from '~/components/documents/new-document-screen';
import { OfferForm } from '~/components/documents/offer-form';
import { requireMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('documents.offer'))('title') };
}

type SearchParams = Promise<{ units?: string | string[] }>;

/** `?units=<id>,<id>`: the units chosen elsewhere (unit card, pricing grid); malformed ids dropped. */
function unitIds(param: string | string[] | undefined): string[] {
  const ids = [param ?? []].flat().flatMap((p) => p.split(','));
  const valid = ids.map((id) => id.trim()).filter((id) => uuid.safeParse(id).success);
  return [...new Set(valid)].slice(0, OFFER_MAX_UNITS);
}

/** A new commercial offer (`documents.commercialOffer`). */
export default async function NewOfferPage({ searchParams }: { searchParams: SearchParams }) {
  const [me, t, { units }] = await Promise.all([
    requireMe(),
    getTranslations('documents.offer'),
    searchParams,
  ]);
  return (
    <NewDocumentScreen
      title={t('title')}
      description={t('description')}
      allowed={can(me.roles, 'documents.create')}
    >
      <OfferForm manager={managerOf(me)} unitIds={unitIds(units)} />
    </NewDocumentScreen>
  );
}
