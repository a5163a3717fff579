'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RotateCw } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useToast } from '~/components/ui/toast';
import { useTRPC } from '~/trpc/client';
import type { Delivery } from './model';

/** `webhookDeliveries.replay` after a confirmation that names the webhook-id it keeps. */
export function ReplayButton({ delivery }: { delivery: Delivery }) {
  const t = useTranslations('webhooks.deliveries.replay');
  const tc = useTranslations('common');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const replay = useMutation(trpc.webhookDeliveries.replay.mutationOptions());
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm">
          <RotateCw aria-hidden />
          {t('open')}
        </Button>
      }
      title={t('title')}
      description={t('description', { id: delivery.webhook_id })}
      confirmLabel={t('confirm')}
      cancelLabel={tc('cancel')}
      tone="primary"
      onConfirm={async () => {
        await replay.mutateAsync({ id: delivery.id });
        await queryClient.invalidateQueries({ queryKey: trpc.webhookDeliveries.list.queryKey() });
        toast({ tone: 'success', title: t('done'), description: delivery.webhook_id });
      }}
    />
  );
}
