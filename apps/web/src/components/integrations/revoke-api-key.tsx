'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Ban } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useToast } from '~/components/ui/toast';
import { useTRPC } from '~/trpc/client';
import type { ApiKey } from './model';

/** `apiKeys.revoke` after a confirmation: the key is refused from its next call on. */
export function RevokeApiKey({ apiKey }: { apiKey: ApiKey }) {
  const t = useTranslations('integrations.apiKeys.revoke');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const revoke = useMutation(trpc.apiKeys.revoke.mutationOptions());

  async function onConfirm() {
    await revoke.mutateAsync({ id: apiKey.id });
    await queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
    toast({ tone: 'success', title: t('success'), description: apiKey.name });
  }

  return (
    <div className="flex justify-end">
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive"
            aria-label={t('label', { name: apiKey.name })}
          >
            <Ban aria-hidden />
            {t('open')}
          </Button>
        }
        title={t('title')}
        description={t('description', { name: apiKey.name })}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={onConfirm}
      />
    </div>
  );
}
