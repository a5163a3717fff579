'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { loginInput } from '@app/validators';
import { InputField, SubmitButton } from '~/components/forms/fields';
import { Alert } from '~/components/ui/alert';
import { FormError } from '~/components/ui/form-error';
import { signInErrorText, toSignInErrorKey, type SignInError } from '~/lib/sign-in-errors';
import { AuthCard, AuthLink } from './auth-card';

interface Props {
  callbackUrl: string;
  initialError?: string;
  passwordChanged?: boolean;
}

export function SignInForm({ callbackUrl, initialError, passwordChanged }: Props) {
  const t = useTranslations('signIn');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const [error, setError] = useState<SignInError | null>(toSignInErrorKey(initialError));
  const form = useForm({
    resolver: zodResolver(loginInput),
    defaultValues: { login: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const errorText = (e: SignInError) => {
    const text = signInErrorText(e);
    return 'own' in text ? t(`errors.${text.own}`) : tErrors(text.code);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await signIn('credentials', { ...values, redirect: false }).catch(() => null);
    if (!result || result.error || !result.ok) {
      setError(toSignInErrorKey(result?.error ?? 'SIGN_IN_FAILED'));
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  });

  return (
    <AuthCard
      title={t('title')}
      description={t('description')}
      footer={<AuthLink href="/forgot-password">{t('forgotPassword')}</AuthLink>}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {passwordChanged && !error ? <Alert tone="success">{t('passwordChanged')}</Alert> : null}
        <FormError>{error ? errorText(error) : null}</FormError>
        <InputField
          label={t('login')}
          error={errors.login?.message}
          hint={t('loginHint')}
          {...form.register('login')}
          autoComplete="username"
          inputMode="email"
          autoFocus
        />
        <InputField
          label={t('password')}
          error={errors.password?.message}
          {...form.register('password')}
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton pending={isSubmitting} size="lg" className="mt-1 w-full">
          {t('submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
