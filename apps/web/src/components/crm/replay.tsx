'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RotateCw } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useToast } from '~/components/ui/toast';
import { useTRPC } from '~/trpc/client';
import type { OutboxRow } from './model';

/** `crm.replay`: these rows (one), or every failed one; the outbox and the counts are refreshed. */
function useReplay() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const replay = useMutation(trpc.crm.replay.mutationOptions());
  return async (ids?: string[]) => {
    const answer = await replay.mutateAsync(ids ? { ids } : {});
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.crm.outbox.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.crm.settings.queryKey() }),
    ]);
    return answer.replayed;
  };
}

/** "Replay" on a FAILED row, after a confirmation that names its booking. */
export function ReplayRow({ row }: { row: OutboxRow }) {
  const t = useTranslations('integrations.crm.outbox.replay');
  const tc = useTranslations('common');
  const toast = useToast();
  const replay = useReplay();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm">
          <RotateCw aria-hidden />
          {t('open')}
        </Button>
      }
      title={t('title')}
      description={t('description', { number: row.booking_number ?? '' })}
      confirmLabel={t('confirm')}
      cancelLabel={tc('cancel')}
      tone="primary"
      onConfirm={async () => {
        await replay([row.id]);
        toast({ tone: 'success', title: t('done') });
      }}
    />
  );
}

/** "Replay all failed": every FAILED row back to PENDING. */
export function ReplayAllFailed({ failed }: { failed: number }) {
  const t = useTranslations('integrations.crm.outbox.replayAll');
  const tc = useTranslations('common');
  const toast = useToast();
  const replay = useReplay();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={failed === 0}>
          <RotateCw aria-hidden />
          {t('open')}
        </Button>
      }
      title={t('title')}
      description={t('description', { count: failed })}
      confirmLabel={t('confirm')}
      cancelLabel={tc('cancel')}
      tone="primary"
      onConfirm={async () => {
        const count = await replay();
        toast({ tone: 'success', title: t('done', { count }) });
      }}
    />
  );
}
