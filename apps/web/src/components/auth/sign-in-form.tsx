'use client';

import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { loginInput } from '@app/validators';
import { InputField, SubmitButton } from '~/components/forms/input-field';
import { Alert } from '~/components/ui/alert';
import { FormError } from '~/components/ui/form-error';
import { lazyResolver } from '~/lib/lazy-resolver';
import { signInErrorText, toSignInErrorKey, type SignInError } from '~/lib/sign-in-errors';
import { AuthCard } from './auth-card';

/** loginInput, downloaded with zod when the form first validates or is first typed into. */
const resolver = lazyResolver<z.input<typeof loginInput>, z.output<typeof loginInput>>(() =>
  import('./auth-resolvers').then((m) => m.signIn),
);
/** next-auth's client, needed for the submit only. */
const loadNextAuth = () => import('next-auth/react');

function preload() {
  resolver.preload();
  void loadNextAuth().catch(() => undefined);
}

interface Props {
  /** The link to password recovery, rendered by the page (a server component): see auth-link. */
  footer: ReactNode;
  callbackUrl: string;
  initialError?: string;
  passwordChanged?: boolean;
}

export function SignInForm({ callbackUrl, initialError, passwordChanged, footer }: Props) {
  const t = useTranslations('signIn');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const [error, setError] = useState<SignInError | null>(toSignInErrorKey(initialError));
  const form = useForm({
    resolver,
    defaultValues: { login: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const errorText = (e: SignInError) => {
    const text = signInErrorText(e);
    return 'own' in text ? t(`errors.${text.own}`) : tErrors(text.code);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await loadNextAuth()
      .then(({ signIn }) => signIn('credentials', { ...values, redirect: false }))
      .catch(() => null);
    if (!result || result.error || !result.ok) {
      setError(toSignInErrorKey(result?.error ?? 'SIGN_IN_FAILED'));
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  });

  return (
    <AuthCard title={t('title')} description={t('description')} footer={footer}>
      <form onSubmit={onSubmit} onInput={preload} noValidate className="grid gap-4">
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
