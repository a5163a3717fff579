'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Loader2, MailCheck } from 'lucide-react';
import { requestPasswordResetInput } from '@app/validators';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { applyFieldErrors, readApiError, useApiErrorMessage } from '~/lib/api-error';
import { useTRPC } from '~/trpc/client';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

export function ForgotPasswordForm() {
  const t = useTranslations('forgotPassword');
  const trpc = useTRPC();
  const errorMessage = useApiErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const form = useForm({
    resolver: zodResolver(requestPasswordResetInput),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
      // The same answer whether or not the address has an account.
      setSentTo(values.email);
    } catch (e) {
      if (!applyFieldErrors(readApiError(e).fieldErrors, form.setError, ['email']))
        setFormError(errorMessage(e));
    }
  });

  const backToSignIn = (
    <Link href="/sign-in" className="font-medium text-primary hover:underline">
      {t('backToSignIn')}
    </Link>
  );

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
        <Field label={t('email')} error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              autoFocus
            />
          )}
        </Field>
        <Button
          type="submit"
          size="lg"
          disabled={request.isPending}
          aria-busy={request.isPending}
          className="w-full"
        >
          {request.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t('submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
