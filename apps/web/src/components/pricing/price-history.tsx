'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DateCell, TextCell } from '~/components/data-table/cells';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { useTRPC } from '~/trpc/client';
import { Badge } from '~/components/ui/badge';
import { endOfDay, newestPerUnit } from './as-of';
import type { PricedUnit } from './priced-unit';
import { useRecordTotal } from './record-total';
import { UnitConditionsAsOf } from './unit-conditions-as-of';
import { useMoney } from '~/lib/format';

const HISTORY_LIMIT = 50;

/**
 * A unit's base price records, latest `valid_from` first (in force by the end of `asOf`; today:
 * the scheduled ones too, marked), the one in force marked, and its conditions.
 */
export function PriceHistory({ unit, asOf, id }: { unit: PricedUnit; asOf?: string; id: string }) {
  const t = useTranslations('pricing.prices');
  const trpc = useTRPC();
  const money = useMoney();
  const total = useRecordTotal();
  const query = useQuery(
    trpc.basePrices.list.queryOptions({
      filter: {
        filters: [
          { property: 'unit', operator: 'EQ', value: [unit.id] },
          ...(asOf
            ? [{ property: 'valid_from', operator: 'LTE' as const, value: [endOfDay(asOf)] }]
            : []),
        ],
      },
      pagination: { page: 1, limit: HISTORY_LIMIT, order_by: 'valid_from', direction: 'desc' },
    }),
  );
  const items = query.data?.items ?? [];
  // The record in force (today, or at the end of the day asOf); later ones are scheduled.
  const at = asOf ? endOfDay(asOf) : new Date().toISOString();
  const current = newestPerUnit(items, at).get(unit.id)?.id;
  return (
    <section
      id={id}
      aria-label={t('historyOf', { code: unit.code })}
      className="grid max-w-3xl gap-3 pt-3"
    >
      <div className="overflow-hidden rounded-md border bg-background">
        <Table aria-label={t('historyOf', { code: unit.code })} aria-busy={query.isFetching}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col">{t('columns.validFrom')}</TableHead>
              <TableHead scope="col" className="text-right">
                {t('columns.perSqM')}
              </TableHead>
              <TableHead scope="col" className="text-right">
                {t('columns.fixed')}
              </TableHead>
              <TableHead scope="col" className="text-right">
                {t('columns.total')}
              </TableHead>
              <TableHead scope="col">{t('columns.reason')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={5} className="text-muted-foreground">
                  {query.isPending ? t('loading') : t('noHistory')}
                </TableCell>
              </TableRow>
            ) : (
              items.map((r) => (
                <TableRow key={r.id} data-current={r.id === current || undefined}>
                  <TableCell>
                    <div className="grid justify-items-start gap-1">
                      <DateCell value={r.valid_from} />
                      {r.valid_from === r.created_at ? null : (
                        // Scheduled when it was set: when that was, under when it takes effect.
                        <span className="text-xs text-muted-foreground">
                          {t('columns.date')} <DateCell value={r.created_at} />
                        </span>
                      )}
                      {r.valid_from > at ? (
                        <Badge variant="accent">{t('scheduled')}</Badge>
                      ) : r.id === current ? (
                        <Badge variant="success">{t('inForce')}</Badge>
                      ) : null}
                    </div>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {money(r.price_per_sq_m)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {r.fixed_price === null ? <TextCell value={null} /> : money(r.fixed_price)}
                  </TableCell>
                  <TableCell className="text-right font-medium tabular-nums">
                    {total ? money(total(r, unit.area)) : '…'}
                  </TableCell>
                  <TableCell>
                    <TextCell value={r.reason_id} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <UnitConditionsAsOf unit={unit.id} asOf={asOf} />
    </section>
  );
}
