'use client';

import { useTranslations } from 'next-intl';
import type { UnitStatus } from '@app/validators';
import { cn } from '~/lib/utils';

/** Legend order: what is for sale first, then the booking path, then what is off the market. */
export const UNIT_STATUS_ORDER: readonly UnitStatus[] = [
  'UNIT_STATUS_AVAILABLE',
  'UNIT_STATUS_BOOKED',
  'UNIT_STATUS_WAIT_PAYMENT',
  'UNIT_STATUS_PAID',
  'UNIT_STATUS_EXECUTION',
  'UNIT_STATUS_SOLD',
  'UNIT_STATUS_RENT',
  'UNIT_STATUS_TRADE_IN',
  'UNIT_STATUS_UNAVAILABLE',
];

const STRIPES =
  'bg-[repeating-linear-gradient(135deg,#334155_0px,#334155_5px,#475569_5px,#475569_10px)]';

/**
 * Colours of the availability grid. Every pair of text and background meets WCAG AA (4.5:1);
 * the status is also written in the cell's accessible name and in the card, never colour only.
 */
export const UNIT_STATUS_STYLE: Record<UnitStatus, { cell: string; swatch: string }> = {
  UNIT_STATUS_AVAILABLE: {
    cell: 'bg-emerald-50 border-emerald-300 text-emerald-950 hover:bg-emerald-100 hover:border-emerald-500',
    swatch: 'bg-emerald-100 border-emerald-400',
  },
  UNIT_STATUS_BOOKED: {
    cell: 'bg-amber-100 border-amber-400 text-amber-950 hover:bg-amber-200',
    swatch: 'bg-amber-200 border-amber-500',
  },
  UNIT_STATUS_WAIT_PAYMENT: {
    cell: 'bg-orange-200 border-orange-500 text-orange-950 hover:bg-orange-300',
    swatch: 'bg-orange-300 border-orange-600',
  },
  UNIT_STATUS_PAID: {
    cell: 'bg-blue-100 border-blue-400 text-blue-950 hover:bg-blue-200',
    swatch: 'bg-blue-200 border-blue-500',
  },
  UNIT_STATUS_EXECUTION: {
    cell: 'bg-cyan-100 border-cyan-500 text-cyan-950 hover:bg-cyan-200',
    swatch: 'bg-cyan-200 border-cyan-600',
  },
  UNIT_STATUS_SOLD: {
    cell: 'bg-slate-200 border-slate-300 text-slate-700 hover:bg-slate-300',
    swatch: 'bg-slate-300 border-slate-400',
  },
  UNIT_STATUS_RENT: {
    cell: 'bg-violet-100 border-violet-400 text-violet-950 hover:bg-violet-200',
    swatch: 'bg-violet-200 border-violet-500',
  },
  UNIT_STATUS_TRADE_IN: {
    cell: 'bg-pink-100 border-pink-400 text-pink-950 hover:bg-pink-200',
    swatch: 'bg-pink-200 border-pink-500',
  },
  UNIT_STATUS_UNAVAILABLE: {
    cell: `${STRIPES} border-slate-800 text-white hover:brightness-110`,
    swatch: `${STRIPES} border-slate-800`,
  },
};

/**
 * The style table has exactly one key per status (the Record type checks it), so it doubles as the
 * list: importing UNIT_STATUSES from @app/validators would ship all of zod to every screen.
 */
export const isUnitStatus = (s: string): s is UnitStatus => Object.hasOwn(UNIT_STATUS_STYLE, s);

/** "Available", "Booked"... for a `UNIT_STATUS_*`; unknown values as they are. */
export function useUnitStatusLabel(): (status: string) => string {
  const t = useTranslations('unitStatus');
  return (status) => (isUnitStatus(status) ? t(status) : status);
}

/** A status as a coloured chip with its name (the swatch of the grid's legend). */
export function UnitStatusBadge({ status, className }: { status: string; className?: string }) {
  const label = useUnitStatusLabel();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md border bg-background px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        className,
      )}
    >
      <StatusSwatch status={status} />
      {label(status)}
    </span>
  );
}

export function StatusSwatch({ status }: { status: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'size-3 shrink-0 rounded-[3px] border',
        isUnitStatus(status) ? UNIT_STATUS_STYLE[status].swatch : 'bg-muted',
      )}
    />
  );
}
