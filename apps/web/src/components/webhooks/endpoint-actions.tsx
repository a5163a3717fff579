'use client';

import Link from 'next/link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { KeyRound, ListTree, Pencil, Power, PowerOff } from 'lucide-react';
import { buttonClasses } from '~/components/ui/button';
import { IconButton } from '~/components/ui/icon-button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useToast } from '~/components/ui/toast';
import { useTRPC } from '~/trpc/client';
import { EndpointFormDialog, RotateSecretDialog } from './endpoint-form-dialog';
import { endpointState, shortUrl, type Endpoint } from './model';

/**
 * Edit, turn on or off, rotate the secret (`webhookEndpoints.update`, `.rotateSecret`) and open
 * the endpoint's deliveries; a new secret is shown once in the rotation's dialog.
 */
export function EndpointActions({ endpoint }: { endpoint: Endpoint }) {
  const t = useTranslations('webhooks.endpoints');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const update = useMutation(trpc.webhookEndpoints.update.mutationOptions());
  const url = shortUrl(endpoint.url, 48);
  const state = endpointState(endpoint);

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.webhookEndpoints.list.queryKey() });

  async function setActive(active: boolean) {
    await update.mutateAsync({ id: endpoint.id, active });
    await refresh();
    toast({ tone: 'success', title: active ? t('enabled') : t('disabled'), description: url });
  }

  return (
    <div
      className="flex items-center justify-end gap-1"
      role="group"
      aria-label={t('actions', { url })}
    >
      <EndpointFormDialog
        endpoint={endpoint}
        trigger={<IconButton label={t('edit.open')} icon={Pencil} />}
      />
      {state === 'active' ? (
        <ConfirmDialog
          trigger={<IconButton label={t('disable')} icon={PowerOff} className="text-destructive" />}
          title={t('disableTitle')}
          description={t('disableDescription', { url })}
          confirmLabel={t('disable')}
          cancelLabel={t('keep')}
          onConfirm={() => setActive(false)}
        />
      ) : (
        <IconButton
          label={state === 'off' ? t('enable') : t('enableAgain')}
          icon={Power}
          className="text-success"
          disabled={update.isPending}
          onClick={() => void setActive(true).catch(() => undefined)}
        />
      )}
      <RotateSecretDialog
        endpoint={endpoint}
        trigger={<IconButton label={t('rotate')} icon={KeyRound} />}
      />
      <Link
        href={`/integrations/deliveries?endpoint=${endpoint.id}`}
        className={buttonClasses('ghost', 'icon', 'size-8')}
        aria-label={t('deliveriesLink')}
        title={t('deliveriesLink')}
      >
        <ListTree aria-hidden />
      </Link>
    </div>
  );
}
