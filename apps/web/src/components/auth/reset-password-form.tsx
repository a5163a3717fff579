'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CheckCircle2 } from 'lucide-react';
import { InputField, SubmitButton } from '~/components/forms/input-field';
import { buttonClasses } from '~/components/ui/button';
import { FormError } from '~/components/ui/form-error';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useFormApiError } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import { PASSWORDS_DIFFER as MISMATCH } from './password-repeat';

interface Values {
  new_password: string;
  confirm_password: string;
}
/** The procedure's rule for the new password plus the repeat check (./auth-resolvers), with zod. */
const resolver = lazyResolver<Values, Values>(() =>
  import('./auth-resolvers').then((m) => m.resetPassword),
);

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('resetPassword');
  const trpc = useTRPC();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const form = useForm({
    resolver,
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const formApiError = useFormApiError(form.setError, ['new_password']);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ new_password }) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, new_password });
      setDone(true);
    } catch (e) {
      // RESET_TOKEN_INVALID names `token`, no field of this form: it becomes the form's message.
      setFormError(formApiError(e));
    }
  });

  if (done) {
    return (
      <AuthCard title={t('doneTitle')}>
        <div className="grid gap-4">
          <div className="flex items-start gap-3" role="status" data-testid="form-success">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            <p className="text-sm">{t('done')}</p>
          </div>
          <Link href="/sign-in?reset=done" className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('goToSignIn')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const mismatch =
    errors.confirm_password?.message === MISMATCH
      ? t('mismatch')
      : errors.confirm_password?.message;
  return (
    <AuthCard
      title={t('title')}
      description={t('description')}
      footer={<AuthLink href="/forgot-password">{t('requestNew')}</AuthLink>}
    >
      <form onSubmit={onSubmit} onInput={resolver.preload} noValidate className="grid gap-4">
        <FormError>{formError}</FormError>
        <InputField
          label={t('newPassword')}
          error={errors.new_password?.message}
          hint={t('hint')}
          {...form.register('new_password')}
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <InputField
          label={t('confirmPassword')}
          error={mismatch}
          {...form.register('confirm_password')}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton pending={reset.isPending} size="lg" className="w-full">
          {t('submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
