'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { MailCheck } from 'lucide-react';
import { requestPasswordResetInput } from '@app/validators';
import { InputField, SubmitButton } from '~/components/forms/fields';
import { FormError } from '~/components/ui/form-error';
import { useFormApiError } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { AuthCard, AuthLink } from './auth-card';

export function ForgotPasswordForm() {
  const t = useTranslations('forgotPassword');
  const trpc = useTRPC();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const form = useForm({
    resolver: zodResolver(requestPasswordResetInput),
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

  const backToSignIn = <AuthLink href="/sign-in">{t('backToSignIn')}</AuthLink>;

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
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
