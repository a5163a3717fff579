import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '~/components/page-header';
import { Forbidden } from '~/components/forbidden';
import { UsersView } from '~/components/users/users-view';
import { canListUsers, canRegisterUsers } from '~/lib/roles';
import { requireMe } from '~/server/caller';
import { listRegions } from '~/server/regions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('users') };
}

export default async function UsersPage() {
  const me = await requireMe();
  const t = await getTranslations('users');
  if (!canListUsers(me.roles)) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Forbidden />
      </>
    );
  }
  const canRegister = canRegisterUsers(me.roles);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={canRegister ? t('descriptionHead') : t('descriptionManager')}
      />
      <UsersView canRegister={canRegister} regions={canRegister ? await listRegions() : []} />
    </>
  );
}
