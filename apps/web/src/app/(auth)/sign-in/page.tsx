import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthLink } from '~/components/auth/auth-link';
import { SignInForm } from '~/components/auth/sign-in-form';
import { safeCallback } from '~/lib/safe-callback';
import { getMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('signIn'))('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  if (await getMe()) redirect('/');
  const params = await searchParams;
  const error = typeof params.error === 'string' ? params.error : undefined;
  const t = await getTranslations('signIn');
  return (
    <SignInForm
      callbackUrl={safeCallback(params.callbackUrl)}
      initialError={error}
      passwordChanged={params.reset === 'done'}
      footer={<AuthLink href="/forgot-password">{t('forgotPassword')}</AuthLink>}
    />
  );
}
