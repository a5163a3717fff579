'use client';

import { useState, type ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { numbered } from '@app/validators';
import { useUnitLabel } from '~/lib/format';
import { Plus, Search, X } from 'lucide-react';
import type { Booking } from '~/components/bookings/booking-query';
import { BookingStatusBadge } from '~/components/bookings/booking-status';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '~/components/ui/dialog';
import { useDialogAction } from '~/components/ui/dialog-action';
import { FormError } from '~/components/ui/form-error';
import { Input } from '~/components/ui/input';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { PendingButton } from '~/components/ui/pending-button';
import { useToast } from '~/components/ui/toast';
import { useRefreshUnits } from '~/components/units/use-refresh-units';
import { useTRPC } from '~/trpc/client';
import type { Group } from './group';

/** The dialog of GroupMembersDialog (group-members-dialog.tsx), loaded when first opened. */
export function GroupMembersDialogContent({
  control,
  group,
}: {
  control: DialogControl;
  group: Group;
}) {
  const t = useTranslations('groups.members');
  const tc = useTranslations('common');
  const trpc = useTRPC();
  const refresh = useRefreshUnits();
  const toast = useToast();
  const [members, setMembers] = useState<Booking[]>(group.bookings);
  const [search, setSearch] = useState('');
  const update = useMutation(trpc.bookingGroups.update.mutationOptions());
  const found = useQuery({
    ...trpc.bookings.search.queryOptions({
      filter: { query: search.trim() || undefined, include_expired: false },
      pagination: { page: 1, limit: 8, order_by: 'number', direction: 'desc' },
    }),
    enabled: control.root.open,
    placeholderData: keepPreviousData,
  });
  const ids = new Set(members.map((m) => m.id));
  const candidates = (found.data?.items ?? []).filter((b) => !ids.has(b.id));

  const save = useDialogAction(control, async () => {
    await update.mutateAsync({ id: group.id, bookings: members.map((m) => m.id) });
    await refresh();
    toast({ tone: 'success', title: t('saved', { name: group.name }) });
  });

  return (
    <Dialog {...control.root}>
      <DialogContent
        {...control.content}
        title={t('title', { name: group.name })}
        description={t('description')}
        closeLabel={tc('close')}
        className="max-w-xl"
      >
        <div className="grid gap-5 px-5 py-5 sm:px-6">
          {save.error ? <FormError>{save.error}</FormError> : null}
          <section className="grid gap-2" aria-labelledby="members-current">
            <h3 id="members-current" className="text-sm font-semibold">
              {t('current', { count: members.length })}
            </h3>
            {members.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('none')}</p>
            ) : (
              <ul className="grid gap-1.5">
                {members.map((b) => (
                  <MemberRow key={b.id} booking={b}>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('remove', { number: b.number })}
                      onClick={() => setMembers(members.filter((m) => m.id !== b.id))}
                    >
                      <X aria-hidden />
                    </Button>
                  </MemberRow>
                ))}
              </ul>
            )}
          </section>
          <section className="grid gap-2" aria-labelledby="members-add">
            <h3 id="members-add" className="text-sm font-semibold">
              {t('add')}
            </h3>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                type="search"
                className="pl-9"
                aria-label={t('search')}
                placeholder={t('search')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <ul className="grid gap-1.5" aria-busy={found.isFetching}>
              {candidates.map((b) => (
                <MemberRow key={b.id} booking={b}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('addOne', { number: b.number })}
                    onClick={() => setMembers([...members, b])}
                  >
                    <Plus aria-hidden />
                    {t('addShort')}
                  </Button>
                </MemberRow>
              ))}
              {found.data && candidates.length === 0 ? (
                <li className="text-sm text-muted-foreground">{t('nothingFound')}</li>
              ) : null}
            </ul>
          </section>
        </div>
        <DialogFooter cancelLabel={tc('cancel')}>
          <PendingButton pending={save.pending} onClick={() => void save.run()}>
            {t('save')}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function MemberRow({ booking, children }: { booking: Booking; children: ReactNode }) {
  const unitLabel = useUnitLabel();
  return (
    <li className="flex items-center justify-between gap-3 rounded-md border px-3 py-1.5">
      <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold tabular-nums">{numbered(booking.number)}</span>
        <span className="text-xs">{unitLabel(booking.unit_data)}</span>
        <BookingStatusBadge status={booking.status} overdue={booking.overdue} />
      </span>
      {children}
    </li>
  );
}
