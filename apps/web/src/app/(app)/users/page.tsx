import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { ASSIGNABLE_ROLES } from '@app/validators';
import { Forbidden } from '~/components/common/forbidden';
import { PageHeader } from '~/components/common/page-header';
import { UsersView } from '~/components/users/users-view';
import { requireMe } from '~/server/caller';
import { listRegions } from '~/server/regions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('users') };
}

export default async function UsersPage() {
  const me = await requireMe();
  const t = await getTranslations('users');
  if (!can(me.roles, 'users.list')) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Forbidden />
      </>
    );
  }
  const canRegister = can(me.roles, 'users.register');
  return (
    <>
      <PageHeader
        title={t('title')}
        description={canRegister ? t('descriptionHead') : t('descriptionManager')}
      />
      <UsersView
        canRegister={canRegister}
        regions={canRegister ? await listRegions() : []}
        roles={ASSIGNABLE_ROLES}
      />
    </>
  );
}
