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
import { endOfDay } from './as-of';
import type { PricedUnit } from './priced-unit';
import { useRecordTotal } from './record-total';
import { UnitConditionsAsOf } from './unit-conditions-as-of';
import { useMoney } from '~/lib/format';

const HISTORY_LIMIT = 50;

/** A unit's base price records, newest first (up to the end of `asOf`), and its conditions. */
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
            ? [{ property: 'created_at', operator: 'LTE' as const, value: [endOfDay(asOf)] }]
            : []),
        ],
      },
      pagination: { page: 1, limit: HISTORY_LIMIT, order_by: 'created_at', direction: 'desc' },
    }),
  );
  const items = query.data?.items ?? [];
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
              <TableHead scope="col">{t('columns.date')}</TableHead>
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
              items.map((r, i) => (
                <TableRow key={r.id} data-current={i === 0 || undefined}>
                  <TableCell>
                    <DateCell value={r.created_at} />
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
