import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { managerOf } from '~/components/documents/manager';
import { NewDocumentScreen } from '~/components/documents/new-document-screen';
import { ScheduleForm } from '~/components/documents/schedule-form';
import { requireMe } from '~/server/caller';
import { listOffices } from '~/server/offices';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('documents.schedule'))('title') };
}

/** A new payment schedule (op 39). */
export default async function NewSchedulePage() {
  const [me, t] = await Promise.all([requireMe(), getTranslations('documents.schedule')]);
  const allowed = can(me.roles, 'documents.create');
  return (
    <NewDocumentScreen title={t('title')} description={t('description')} allowed={allowed}>
      <ScheduleForm manager={managerOf(me)} offices={allowed ? await listOffices() : []} />
    </NewDocumentScreen>
  );
}
