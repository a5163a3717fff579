import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { Forbidden } from '~/components/common/forbidden';
import { PageHeader } from '~/components/common/page-header';
import { CustomersView } from '~/components/customers/customers-view';
import { requireMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('customers') };
}

export default async function CustomersPage() {
  const me = await requireMe();
  const t = await getTranslations('customers');
  if (!can(me.roles, 'customers.read')) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Forbidden />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <CustomersView />
    </>
  );
}
