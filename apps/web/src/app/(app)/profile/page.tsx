import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '~/components/common/page-header';
import { NotificationEmailSettingsCard } from '~/components/notifications/email-settings';
import { ProfileForm } from '~/components/profile/profile-form';
import { requireMe } from '~/server/caller';
import { listRegions } from '~/server/regions';
import { notificationEmailSettings } from '@app/validators';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('profile') };
}

export default async function ProfilePage() {
  const [me, regions, t] = await Promise.all([
    requireMe(),
    listRegions(),
    getTranslations('profile'),
  ]);
  const profile = {
    email: me.email,
    roles: me.roles,
    first_name: me.first_name,
    last_name: me.last_name ?? '',
    second_name: me.second_name ?? '',
    phone: me.phone ?? '',
    region: me.region ?? undefined,
    birth_date: me.birth_date ?? undefined,
  };
  const saved = notificationEmailSettings.safeParse(
    (me.settings as { notifications?: unknown } | null)?.notifications ?? {},
  );
  const emailSettings = saved.success ? saved.data : {};
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-6">
        <ProfileForm profile={profile} regions={regions} />
        <NotificationEmailSettingsCard initial={emailSettings} />
      </div>
    </>
  );
}
