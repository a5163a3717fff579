'use client';

import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { createWebhookEndpointInput } from '@app/validators';
import { InputField } from '~/components/forms/fields';
import { FormDialog } from '~/components/forms/form-dialog';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useTRPC } from '~/trpc/client';
import { EventsField } from './events-field';
import type { Endpoint } from './model';
import { SecretDialog } from './secret-dialog';

const FIELDS = ['url', 'events', 'description'] as const;

type Values = z.input<typeof createWebhookEndpointInput>;
type Output = z.output<typeof createWebhookEndpointInput>;
/** createWebhookEndpointInput, downloaded with zod when the form first validates. */
const resolver = lazyResolver<Values, Output>(() =>
  import('./endpoint-resolver').then((m) => m.endpointResolver),
);

export interface EndpointFormProps {
  /** The endpoint to edit; none: a new one. */
  endpoint?: Endpoint;
}

/**
 * The dialog of EndpointFormDialog: URL, events and description, validated by the procedure's
 * schema, the API's field errors (a refused URL) on their fields. A new endpoint's secret
 * replaces the form in the same dialog, once.
 */
export function EndpointForm({
  control,
  endpoint,
}: EndpointFormProps & { control: DialogControl }) {
  const t = useTranslations('webhooks.endpoints');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const create = useMutation(trpc.webhookEndpoints.create.mutationOptions());
  const update = useMutation(trpc.webhookEndpoints.update.mutationOptions());
  const [secret, setSecret] = useState<string | null>(null);
  // FormDialog closes the dialog when the save resolves: not while the secret is to be shown.
  const keepOpen = useRef(false);
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: {
      url: endpoint?.url ?? '',
      events: endpoint?.events ?? [],
      description: endpoint?.description ?? '',
    },
  });
  const { errors } = form.formState;

  if (secret) return <SecretDialog control={control} secret={secret} rotated={false} />;

  const formControl: DialogControl = {
    ...control,
    root: {
      open: control.root.open,
      onOpenChange: (open) => {
        if (open || !keepOpen.current) control.root.onOpenChange(open);
      },
    },
  };
  const mode = endpoint ? 'edit' : 'create';

  return (
    <FormDialog
      control={formControl}
      form={form}
      fields={FIELDS}
      title={t(`${mode}.title`)}
      description={t(`${mode}.description`)}
      className="max-w-2xl"
      columns={2}
      submitLabel={t(`${mode}.submit`)}
      onInput={() => resolver.preload()}
      onSubmit={async (values) => {
        let created: { secret: string } | undefined;
        if (endpoint) {
          await update.mutateAsync({
            id: endpoint.id,
            url: values.url,
            events: values.events,
            description: values.description || null,
          });
        } else {
          created = await create.mutateAsync({
            ...values,
            description: values.description || undefined,
          });
        }
        await queryClient.invalidateQueries({ queryKey: trpc.webhookEndpoints.list.queryKey() });
        toast({ tone: 'success', title: t(`${mode}.success`), description: values.url });
        if (created) {
          keepOpen.current = true;
          setSecret(created.secret);
        }
      }}
    >
      <InputField
        label={t('form.url')}
        error={errors.url?.message}
        hint={t('form.urlHint')}
        className="sm:col-span-2"
        {...form.register('url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
      />
      <InputField
        label={t('form.description')}
        error={errors.description?.message}
        hint={t('form.descriptionHint')}
        className="sm:col-span-2"
        {...form.register('description')}
        autoComplete="off"
      />
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <EventsField
            value={field.value}
            onChange={field.onChange}
            error={errors.events?.message}
          />
        )}
      />
    </FormDialog>
  );
}
