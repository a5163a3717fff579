'use client';

import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { MailCheck } from 'lucide-react';
import type { z } from 'zod';
import type { requestPasswordResetInput } from '@app/validators';
import { InputField, SubmitButton } from '~/components/forms/input-field';
import { FormError } from '~/components/ui/form-error';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useFormApiError } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { AuthCard } from './auth-card';

type Schema = typeof requestPasswordResetInput;
/** The procedure's schema, downloaded with zod when the form first validates or is typed into. */
const resolver = lazyResolver<z.input<Schema>, z.output<Schema>>(() =>
  import('./auth-resolvers').then((m) => m.requestPasswordReset),
);

/** `backToSignIn`: the link to sign-in, rendered by the page (a server component): see auth-link. */
export function ForgotPasswordForm({ backToSignIn }: { backToSignIn: ReactNode }) {
  const t = useTranslations('forgotPassword');
  const trpc = useTRPC();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const form = useForm({
    resolver,
    defaultValues: { email: '' },
  });
  const formApiError = useFormApiError(form.setError, ['email']);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
      // The same answer whether or not the address has an account.
      setSentTo(values.email);
    } catch (e) {
      setFormError(formApiError(e));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={t('sentTitle')} footer={backToSignIn}>
        <div className="flex items-start gap-3" role="status" data-testid="form-success">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
          <p className="text-sm">{t('sent', { email: sentTo })}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('title')} description={t('description')} footer={backToSignIn}>
      <form onSubmit={onSubmit} onInput={resolver.preload} noValidate className="grid gap-4">
        <FormError>{formError}</FormError>
        <InputField
          label={t('email')}
          error={errors.email?.message}
          {...form.register('email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <SubmitButton pending={request.isPending} size="lg" className="w-full">
          {t('submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
