'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '~/components/ui/badge';
import { useTRPC, type RouterOutputs } from '~/trpc/client';
import { endOfDay } from './as-of';
import { recordName } from './exclusions';
import { useMoney } from '~/lib/format';

type DiscountCondition = RouterOutputs['discountConditions']['list']['items'][number];
type OptionCondition = RouterOutputs['optionConditions']['list']['items'][number];
type Condition = DiscountCondition | OptionCondition;

/**
 * The unit's discount and option conditions, read only (the price history's side panel): current,
 * or as they stood at the end of `asOf`.
 */
export function UnitConditionsAsOf({ unit, asOf }: { unit: string; asOf?: string }) {
  const t = useTranslations('pricing.conditions');
  const trpc = useTRPC();
  const list = {
    filter: { filters: [{ property: 'unit', operator: 'EQ' as const, value: [unit] }] },
    pagination: { page: 1, limit: 100, order_by: 'created_at', direction: 'asc' as const },
  };
  const on = { filter: { date: asOf ? endOfDay(asOf) : '', unit } };
  const now = { enabled: !asOf };
  const then = { enabled: !!asOf };
  const discountsNow = useQuery({ ...trpc.discountConditions.list.queryOptions(list), ...now });
  const discountsThen = useQuery({ ...trpc.discountConditions.validOn.queryOptions(on), ...then });
  const optionsNow = useQuery({ ...trpc.optionConditions.list.queryOptions(list), ...now });
  const optionsThen = useQuery({ ...trpc.optionConditions.validOn.queryOptions(on), ...then });
  const discounts = (asOf ? discountsThen : discountsNow).data?.items;
  const options = (asOf ? optionsThen : optionsNow).data?.items;
  return (
    <div className="grid content-start gap-3 rounded-md border bg-background p-3 text-sm">
      <ConditionList title={t('discounts')} items={discounts} sign="−" />
      <ConditionList title={t('options')} items={options} sign="+" />
    </div>
  );
}

function ConditionList({
  title,
  items,
  sign,
}: {
  title: string;
  items?: Condition[];
  sign: string;
}) {
  const t = useTranslations('pricing.conditions');
  const money = useMoney();
  const format = useFormatter();
  const terms = (c: Condition) =>
    [
      c.sum ? money(c.sum) : null,
      c.percent ? format.number(c.percent, { style: 'percent', maximumFractionDigits: 4 }) : null,
      c.sum_per_sq_m ? t('perSqM', { amount: money(c.sum_per_sq_m) }) : null,
    ]
      .filter(Boolean)
      .join(' + ');
  return (
    <div className="grid gap-1.5">
      <h3 className="text-xs font-medium text-muted-foreground">{title}</h3>
      {!items ? (
        <p className="text-muted-foreground">{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">{t('none')}</p>
      ) : (
        <ul className="grid gap-1">
          {items.map((c) => {
            const ref = 'discount' in c ? c.discount : c.option;
            return (
              <li key={c.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{ref ? recordName(ref) : '—'}</span>
                <span className="tabular-nums text-muted-foreground">
                  {sign} {terms(c) || '0'}
                </span>
                {c.used_by_default ? <Badge variant="info">{t('byDefault')}</Badge> : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
