import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '~/components/common/page-header';
import { ProfileForm } from '~/components/profile/profile-form';
import { requireMe } from '~/server/caller';
import { listRegions } from '~/server/regions';

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
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ProfileForm profile={profile} regions={regions} />
    </>
  );
}
