'use client';

import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { replayFailedWebhooksInput } from '@app/validators';
import { DateTimeField, SelectField } from '~/components/forms/fields';
import { FormDialog } from '~/components/forms/form-dialog';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import type { SelectOption } from '~/components/ui/select';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useTRPC } from '~/trpc/client';

const FIELDS = ['endpoint', 'since'] as const;
type Values = z.input<typeof replayFailedWebhooksInput>;
const resolver = lazyResolver<Values, Values>(() =>
  import('./replay-failed-resolver').then((m) => m.replayFailedResolver),
);

export interface ReplayFailedProps {
  endpoints: SelectOption[];
  /** The endpoint the log is filtered to, chosen at first. */
  endpoint: string | undefined;
}

/** The dialog of ReplayFailedDialog: an endpoint and a time; the count queued is toasted. */
export function ReplayFailedForm({
  control,
  endpoints,
  endpoint,
}: ReplayFailedProps & { control: DialogControl }) {
  const t = useTranslations('webhooks.deliveries.replayFailed');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const replay = useMutation(trpc.webhookDeliveries.replayFailed.mutationOptions());
  const form = useForm<Values>({
    resolver,
    // A day back by default: the usual case is "my receiver was down since yesterday".
    defaultValues: {
      endpoint: endpoint ?? '',
      since: new Date(Date.now() - 24 * 3600_000).toISOString(),
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      control={control}
      form={form}
      fields={FIELDS}
      title={t('title')}
      description={t('description')}
      submitLabel={t('submit')}
      onSubmit={async (values) => {
        const { count } = await replay.mutateAsync(values);
        await queryClient.invalidateQueries({ queryKey: trpc.webhookDeliveries.list.queryKey() });
        toast({ tone: 'success', title: t('done', { count }) });
      }}
    >
      <SelectField
        control={form.control}
        name="endpoint"
        label={t('endpoint')}
        error={errors.endpoint?.message}
        options={endpoints}
        placeholder={t('endpointPlaceholder')}
      />
      <DateTimeField
        control={form.control}
        name="since"
        label={t('since')}
        error={errors.since?.message}
      />
    </FormDialog>
  );
}
