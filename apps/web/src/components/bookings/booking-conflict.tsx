'use client';

import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { UserPlus } from 'lucide-react';
import { Alert } from '~/components/ui/alert';
import { PendingButton } from '~/components/ui/pending-button';
import { useToast } from '~/components/ui/toast';
import { useRefreshUnits } from '~/components/units/use-refresh-units';
import { useIdempotencyKeys, withIdempotencyKey } from '~/lib/idempotency-key';
import { useTRPCClient } from '~/trpc/client';
import { customerRequest, type CustomerFormValues } from './customer-values';

/** What of the booking form goes to the queue: its buyer, responsible and comment. */
export interface QueueableValues {
  customer: CustomerFormValues;
  responsible?: string;
  comment?: string;
}

/**
 * The booking form's answer when its unit was taken while it was open (409 UNIT_ALREADY_BOOKED, or
 * the card's poll saw the unit held): says so, and puts the form's buyer in the unit's queue in one
 * click (`bookingQueue.join`, which needs a name and a phone). A unit that left sale (SOLD, ...)
 * has no queue to offer. Placed by the form's buttons (where the click was) and scrolled to.
 * Errors: `onError` puts field errors on the form's customer fields and returns the rest's text,
 * shown here.
 */
export function BookingConflict({
  unit,
  booked,
  values,
  onQueued,
  onError,
}: {
  unit: { id: string; code: string };
  /** Held by a booking (a queue can be joined), not taken off sale. */
  booked: boolean;
  values: QueueableValues;
  onQueued: () => void;
  onError: (error: unknown) => string | null;
}) {
  const t = useTranslations('units.taken');
  const tq = useTranslations('queue.joinForm');
  const client = useTRPCClient();
  const keys = useIdempotencyKeys();
  const refresh = useRefreshUnits();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // A block body: Chromium's scrollIntoView returns a promise, which React would take for the
  // effect's cleanup and call on unmount ("is not a function").
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const join = useMutation({
    mutationFn: (input: Parameters<typeof client.bookingQueue.join.mutate>[0]) =>
      client.bookingQueue.join.mutate(input, withIdempotencyKey(keys.keyFor(input))),
  });
  const buyer = customerRequest(values.customer);
  const ready = Boolean(buyer?.name && buyer.phone);

  async function queue() {
    if (!buyer) return;
    setError(null);
    try {
      const { message } = await join.mutateAsync({
        unit: unit.id,
        customer: {
          name: buyer.name,
          phone: buyer.phone,
          ...(buyer.email ? { email: buyer.email } : {}),
        },
        ...(values.responsible ? { responsible: values.responsible } : {}),
        ...(values.comment?.trim() ? { comment: values.comment } : {}),
      });
      const position = /(\d+)$/.exec(message)?.[1] ?? '';
      toast({ tone: 'success', title: tq('done', { code: unit.code, position }) });
      void refresh();
      onQueued();
    } catch (e) {
      setError(onError(e));
    }
  }

  if (!booked)
    return (
      <div ref={box}>
        <Alert tone="warning" role="alert" data-testid="booking-conflict">
          {t('unavailable', { code: unit.code })}
        </Alert>
      </div>
    );
  return (
    <div ref={box}>
      <Alert tone="warning" role="alert" data-testid="booking-conflict">
        <p>{t('booked', { code: unit.code })}</p>
        {ready ? null : <p>{t('needsBuyer')}</p>}
        {error ? <p className="font-medium text-destructive">{error}</p> : null}
        <PendingButton
          type="button"
          size="sm"
          className="h-auto min-h-8 justify-self-start py-1.5 text-left whitespace-normal"
          pending={join.isPending}
          disabled={!ready}
          icon={<UserPlus aria-hidden />}
          onClick={() => void queue()}
        >
          {ready ? t('queue', { name: buyer?.name ?? '' }) : t('queueNoName')}
        </PendingButton>
      </Alert>
    </div>
  );
}
