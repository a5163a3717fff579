import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '~/components/auth/auth-card';
import { ResetPasswordForm } from '~/components/auth/reset-password-form';
import { buttonClasses } from '~/components/ui/button';
import { FormError } from '~/components/ui/form-error';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('resetPassword'))('title') };
}

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  if (typeof token === 'string' && token.length > 0 && token.length <= 255)
    return <ResetPasswordForm token={token} />;
  const t = await getTranslations('resetPassword');
  return (
    <AuthCard title={t('title')}>
      <div className="grid gap-4">
        <FormError>{t('missingToken')}</FormError>
        <Link href="/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('requestNew')}
        </Link>
      </div>
    </AuthCard>
  );
}
