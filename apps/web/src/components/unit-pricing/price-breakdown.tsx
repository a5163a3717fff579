'use client';

import { useTranslations } from 'next-intl';
import { Lock } from 'lucide-react';
import { toDecimal, type DecimalLike } from '@app/pricing';
import { useMoney, useSignedMoney } from '~/lib/format';
import { cn } from '~/lib/utils';

export interface BreakdownLine {
  key: string;
  label: string;
  /** −amount for a discount, +amount for an option (a number or decimal text). */
  signed: DecimalLike;
  /** Applied whatever is chosen (shown locked). */
  locked?: boolean;
}

/**
 * A price's breakdown: the base price, each applied condition with its signed amount, the total.
 * The calculator shows the server's quote with it, the condition dialog its browser preview.
 */
export function PriceBreakdown({
  base,
  baseNote,
  lines,
  total,
  totalLabel,
  totalHint,
  busy,
}: {
  base: DecimalLike;
  baseNote?: string;
  lines: readonly BreakdownLine[];
  total: DecimalLike;
  totalLabel?: string;
  /** A line under the total: what it is (the calculator: what the buyer pays). */
  totalHint?: string;
  busy?: boolean;
}) {
  const t = useTranslations('unitPricing');
  const money = useMoney();
  const signed = useSignedMoney();
  return (
    <dl className={cn('grid gap-1.5 text-sm transition-opacity', busy && 'opacity-60')}>
      <Row label={t('basePrice')} note={baseNote} value={money(base)} />
      {lines.map((l) => (
        <Row
          key={l.key}
          label={l.label}
          locked={l.locked}
          value={signed(l.signed)}
          className={toDecimal(l.signed).isNegative() ? 'text-emerald-700' : undefined}
        />
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-3 border-t pt-2">
        <dt className="font-semibold">
          {totalLabel ?? t('total')}
          {totalHint ? (
            <span className="block text-xs font-normal text-muted-foreground">{totalHint}</span>
          ) : null}
        </dt>
        <dd
          className="text-lg font-semibold tabular-nums"
          data-testid="price-total"
          aria-live="polite"
        >
          {money(total)}
        </dd>
      </div>
    </dl>
  );
}

function Row(props: {
  label: string;
  note?: string;
  value: string;
  locked?: boolean;
  className?: string;
}) {
  const t = useTranslations('unitPricing');
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="flex min-w-0 items-center gap-1.5 text-muted-foreground">
        {props.locked ? (
          <Lock className="size-3.5 shrink-0" aria-label={t('byDefault')} role="img" />
        ) : null}
        <span className="min-w-0 break-words">
          {props.label}
          {props.note ? <span className="block text-xs">{props.note}</span> : null}
        </span>
      </dt>
      <dd className={cn('shrink-0 font-medium tabular-nums', props.className)}>{props.value}</dd>
    </div>
  );
}
