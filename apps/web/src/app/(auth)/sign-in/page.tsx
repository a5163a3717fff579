import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SignInForm } from '~/components/auth/sign-in-form';
import { getMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('signIn'))('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** After sign-in, only a path on this site is followed (never another origin). */
function safeCallback(value: string | string[] | undefined): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return '/units';
  try {
    const url = new URL(v, 'http://internal.invalid');
    const path = `${url.pathname}${url.search}`;
    return path.startsWith('/sign-in') ? '/units' : path;
  } catch {
    return '/units';
  }
}

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  if (await getMe()) redirect('/units');
  const params = await searchParams;
  const error = typeof params.error === 'string' ? params.error : undefined;
  return (
    <SignInForm
      callbackUrl={safeCallback(params.callbackUrl)}
      initialError={error}
      passwordChanged={params.reset === 'done'}
    />
  );
}
