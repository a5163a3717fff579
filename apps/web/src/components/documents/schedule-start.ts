'use client';

import { useQuery } from '@tanstack/react-query';
import { toDecimal } from '@app/pricing';
import { useViewer } from '~/components/common/me-context';
import { useTRPC } from '~/trpc/client';
import type { GeneratorUnit } from './schedule-generator';

/**
 * What the generator starts from: for a booking, its agreed `price.total` minus the payments
 * SUCCEEDED on it (undefined until both are read); for a unit alone, its price now.
 */
export function useScheduleStart(
  unit: { id: string; area: number; price: number | null } | undefined,
  booking: { id: string; price: { total: number } | null } | undefined,
  /** A booking is named but not read yet: wait for it (the generator fills in once). */
  waiting: boolean,
): GeneratorUnit | undefined {
  const trpc = useTRPC();
  const viewer = useViewer();
  const reads = Boolean(booking?.price) && viewer.can('payments.read');
  const paid = useQuery({
    ...trpc.payments.list.queryOptions({
      filter: {
        filters: [{ property: 'booking', operator: 'IN', value: [booking?.id ?? ''] }],
      },
      pagination: { page: 1, limit: 1, order_by: 'created_at', direction: 'desc' },
    }),
    enabled: reads,
  });
  if (!unit || waiting) return undefined;
  if (!booking?.price) return unit;
  if (reads && !paid.data) return undefined;
  const left = toDecimal(booking.price.total).minus(paid.data?.totals.succeeded ?? 0);
  return { ...unit, price: Math.max(0, Number(left.toFixed(2))) };
}
