'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { connectCrmInput } from '@app/validators';
import { GridFormError, InputField, SubmitButton } from '~/components/forms/fields';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '~/components/ui/card';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';
import { readApiError } from '~/lib/api-error';
import { useFormApiError } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import type { LiveProvider } from './model';

const FIELDS = ['credential'] as const;
type Values = z.input<typeof connectCrmInput>;
/** connectCrmInput, downloaded with zod when the form first validates. */
const resolver = lazyResolver<Values, Values>(() =>
  import('./connect-resolver').then((m) => m.connectResolver),
);

/**
 * `crm.connect`: amoCRM's token or Bitrix24's webhook URL, typed once (a password field, never
 * filled back); the CRM's refusal is shown on the field.
 */
export function ConnectForm({ provider }: { provider: LiveProvider }) {
  const t = useTranslations('integrations.crm.connect');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver, defaultValues: { credential: '' } });
  const formApiError = useFormApiError(form.setError, FIELDS);
  const connect = useMutation(trpc.crm.connect.mutationOptions());
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { account } = await connect.mutateAsync(values);
      form.reset({ credential: '' });
      toast({ tone: 'success', title: t('success'), description: account });
      await queryClient.invalidateQueries({ queryKey: trpc.crm.pathKey() });
    } catch (e) {
      // The CRM's own answer (what it said of the key) after our words, on the field.
      const error = readApiError(e);
      const answer = error.fieldErrors.credential?.[0];
      if (error.appCode === 'CRM_CREDENTIAL_REFUSED' && answer)
        form.setError('credential', { type: 'server', message: t('refused', { answer }) });
      else setFormError(formApiError(e));
    }
  });

  return (
    <Card className="[overflow-wrap:anywhere]">
      <form onSubmit={onSubmit} noValidate data-testid="crm-connect">
        <CardHeader>
          <CardTitle>{t('heading')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <GridFormError message={formError} />
          <InputField
            label={t(`label.${provider}`)}
            error={errors.credential?.message}
            hint={t(`hint.${provider}`)}
            {...form.register('credential', { onChange: () => resolver.preload() })}
            type="password"
            autoComplete="off"
            spellCheck={false}
          />
        </CardContent>
        <CardFooter>
          <SubmitButton pending={connect.isPending}>{t('submit')}</SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}
