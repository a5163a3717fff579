'use client';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogFooter } from '~/components/ui/dialog';
import { FormError } from '~/components/ui/form-error';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { PendingButton } from '~/components/ui/pending-button';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { shortUrl } from './model';
import { SecretDialog } from './secret-dialog';

/**
 * The dialog of RotateSecretDialog: "rotate?" with what happens to the old secret, then, in the
 * same dialog, the new secret, once.
 */
export function RotateSecret({
  control,
  endpoint,
}: {
  control: DialogControl;
  endpoint: { id: string; url: string };
}) {
  const t = useTranslations('webhooks.endpoints');
  const tc = useTranslations('common');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const rotate = useMutation(trpc.webhookEndpoints.rotateSecret.mutationOptions());
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (secret) return <SecretDialog control={control} secret={secret} rotated />;

  async function run() {
    setError(null);
    try {
      const answer = await rotate.mutateAsync({ id: endpoint.id });
      await queryClient.invalidateQueries({ queryKey: trpc.webhookEndpoints.list.queryKey() });
      setSecret(answer.secret);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Dialog {...control.root}>
      <DialogContent
        {...control.content}
        title={t('rotateTitle')}
        description={t('rotateDescription', { url: shortUrl(endpoint.url, 48) })}
        closeLabel={tc('close')}
        role="alertdialog"
      >
        {error ? (
          <div className="px-5 pt-4 sm:px-6">
            <FormError>{error}</FormError>
          </div>
        ) : null}
        <DialogFooter cancelLabel={tc('cancel')} className="border-t-0 bg-transparent py-4">
          <PendingButton pending={rotate.isPending} onClick={() => void run()}>
            {t('rotateConfirm')}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
