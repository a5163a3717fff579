import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { uuid } from '@app/validators';
import { managerOf } from '~/components/documents/manager';
import { NewDocumentScreen } from '~/components/documents/new-document-screen';
import { ScheduleForm } from '~/components/documents/schedule-form';
import { requireMe } from '~/server/caller';
import { listOffices } from '~/server/offices';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('documents.schedule'))('title') };
}

type SearchParams = Promise<{ unit?: string | string[]; booking?: string | string[] }>;

/** One id of the address (`?unit=<id>`, `?booking=<id>`); a malformed one is dropped. */
function oneId(param: string | string[] | undefined): string | undefined {
  const id = [param ?? []].flat()[0]?.trim();
  return id && uuid.safeParse(id).success ? id : undefined;
}

/** A new payment schedule (documents.paymentSchedule), for a unit or a booking when the address names one. */
export default async function NewSchedulePage({ searchParams }: { searchParams: SearchParams }) {
  const [me, t, params] = await Promise.all([
    requireMe(),
    getTranslations('documents.schedule'),
    searchParams,
  ]);
  const allowed = can(me.roles, 'documents.create');
  return (
    <NewDocumentScreen title={t('title')} description={t('description')} allowed={allowed}>
      <ScheduleForm
        manager={managerOf(me)}
        offices={allowed ? await listOffices() : []}
        subject={{ unit: oneId(params.unit), booking: oneId(params.booking) }}
      />
    </NewDocumentScreen>
  );
}
