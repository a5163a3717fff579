import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '~/components/common/page-header';
import { NotificationsView } from '~/components/notifications/notifications-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('notifications'))('title') };
}

/** The signed-in user's notifications (every role has them). */
export default async function NotificationsPage() {
  const t = await getTranslations('notifications');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <NotificationsView />
    </>
  );
}
