'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ListChecks, Pencil, Power, PowerOff } from 'lucide-react';
import { useRefreshBookings } from '~/components/bookings/use-refresh-bookings';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useToast } from '~/components/ui/toast';
import { useTRPC } from '~/trpc/client';
import type { Group } from './group-columns';
import { GroupMembersDialog } from './group-members-dialog';
import { GroupNameDialog } from './group-name-dialog';

/** Rename, change members, deactivate or reactivate one group (op 17). */
export function GroupActions({ group }: { group: Group }) {
  const t = useTranslations('groups');
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const toast = useToast();
  const update = useMutation(trpc.bookingGroups.update.mutationOptions());

  async function change(patch: { name?: string; active?: boolean }, message: string) {
    await update.mutateAsync({ id: group.id, ...patch });
    await refresh();
    toast({ tone: 'success', title: message });
  }

  return (
    <div
      className="flex items-center justify-end gap-1"
      role="group"
      aria-label={t('actions', { name: group.name })}
    >
      <GroupNameDialog
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('rename')}
            title={t('rename')}
          >
            <Pencil aria-hidden />
          </Button>
        }
        title={t('renameTitle')}
        submitLabel={t('save')}
        initialName={group.name}
        onSubmit={(name) => change({ name }, t('renamed', { name }))}
      />
      <GroupMembersDialog
        group={group}
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('members.open')}
            title={t('members.open')}
          >
            <ListChecks aria-hidden />
          </Button>
        }
      />
      {group.active ? (
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-destructive"
              aria-label={t('deactivate')}
              title={t('deactivate')}
            >
              <PowerOff aria-hidden />
            </Button>
          }
          title={t('deactivateTitle', { name: group.name })}
          description={t('deactivateDescription')}
          confirmLabel={t('deactivate')}
          cancelLabel={t('keep')}
          onConfirm={() => change({ active: false }, t('deactivated', { name: group.name }))}
        />
      ) : (
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-success"
          aria-label={t('activate')}
          title={t('activate')}
          disabled={update.isPending}
          onClick={() => void change({ active: true }, t('activated', { name: group.name }))}
        >
          <Power aria-hidden />
        </Button>
      )}
    </div>
  );
}
