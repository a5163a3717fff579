import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthLink } from '~/components/auth/auth-link';
import { ForgotPasswordForm } from '~/components/auth/forgot-password-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('forgotPassword'))('title') };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations('forgotPassword');
  return (
    <ForgotPasswordForm backToSignIn={<AuthLink href="/sign-in">{t('backToSignIn')}</AuthLink>} />
  );
}
