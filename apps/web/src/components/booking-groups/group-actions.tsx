'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ListChecks, Pencil, Power, PowerOff } from 'lucide-react';
import { GroupNameDialog } from '~/components/bookings/group-name-dialog';
import { IconButton } from '~/components/ui/icon-button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useToast } from '~/components/ui/toast';
import { useRefreshUnits } from '~/components/units/use-refresh-units';
import { useTRPC } from '~/trpc/client';
import type { Group } from './group';
import { GroupMembersDialog } from './group-members-dialog';

/** Rename, change members, deactivate or reactivate one group (`bookingGroups.update`). */
export function GroupActions({ group }: { group: Group }) {
  const t = useTranslations('groups');
  const trpc = useTRPC();
  const refresh = useRefreshUnits();
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
        trigger={<IconButton label={t('rename')} icon={Pencil} />}
        title={t('renameTitle')}
        submitLabel={t('save')}
        initialName={group.name}
        onSubmit={(name) => change({ name }, t('renamed', { name }))}
      />
      <GroupMembersDialog
        group={group}
        trigger={<IconButton label={t('members.open')} icon={ListChecks} />}
      />
      {group.active ? (
        <ConfirmDialog
          trigger={
            <IconButton label={t('deactivate')} icon={PowerOff} className="text-destructive" />
          }
          title={t('deactivateTitle', { name: group.name })}
          description={t('deactivateDescription')}
          confirmLabel={t('deactivate')}
          cancelLabel={t('keep')}
          onConfirm={() => change({ active: false }, t('deactivated', { name: group.name }))}
        />
      ) : (
        <IconButton
          label={t('activate')}
          icon={Power}
          className="text-success"
          disabled={update.isPending}
          onClick={() => void change({ active: true }, t('activated', { name: group.name }))}
        />
      )}
    </div>
  );
}
