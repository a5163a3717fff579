'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Empty } from '~/components/data-table/cells';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { useMoney, useSignedMoney } from '~/lib/format';
import type { RouterOutputs } from '~/trpc/client';
import { DATE } from '~/lib/date-formats';

export type BulkPreview = NonNullable<RouterOutputs['discountConditions']['createMany']['preview']>;

const num = 'text-right whitespace-nowrap tabular-nums';

/**
 * The dry run's answer: the summary of every selected unit, then one page of them (base price,
 * the total now, the total with the new condition), all priced by the server.
 */
export function BulkPreviewPanel({
  preview,
  busy,
  stale,
  onPage,
}: {
  preview: BulkPreview | null;
  busy: boolean;
  /** The fields changed since: the figures are of the previous ones. */
  stale: boolean;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('pricing.bulkConditions.preview');
  const money = useMoney();
  const signed = useSignedMoney();
  const format = useFormatter();
  const cell = (v: number | null) => (v === null ? <Empty /> : money(v));
  if (!preview)
    return (
      <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        {busy ? t('loading') : t('hint')}
      </p>
    );
  const { summary: s, pagination: p } = preview;
  // A promotion yet to start is priced at its start: the "now" labels would mislead.
  const later = preview.at_promotion_start;
  const when = format.dateTime(new Date(preview.priced_at), DATE.moment);
  return (
    <section
      className="grid gap-3"
      aria-labelledby="bulk-preview-title"
      aria-busy={busy || undefined}
    >
      <h3 id="bulk-preview-title" className="text-sm font-medium">
        {t('title')}
      </h3>
      {stale ? <p className="text-xs font-medium text-warning">{t('stale')}</p> : null}
      {later ? (
        <p className="text-sm" data-testid="bulk-priced-at">
          {t('atStart', { when })}
        </p>
      ) : null}
      <dl
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md border bg-muted/40 p-3 text-sm sm:grid-cols-4"
        data-testid="bulk-summary"
      >
        <div>
          <dt className="text-xs text-muted-foreground">{t('units')}</dt>
          <dd className="font-medium tabular-nums">
            {t('unitsValue', { priced: s.priced, count: s.units })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">
            {t(later ? 'currentTotalAtStart' : 'currentTotal')}
          </dt>
          <dd className="font-medium whitespace-nowrap tabular-nums">{money(s.current_total)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('newTotal')}</dt>
          <dd className="font-medium whitespace-nowrap tabular-nums">{money(s.new_total)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('difference')}</dt>
          <dd className="font-medium whitespace-nowrap tabular-nums">{signed(s.difference)}</dd>
        </div>
        {s.no_price + s.excluded + s.out_of_period > 0 ? (
          <p className="col-span-full text-xs text-muted-foreground">
            {[
              s.no_price ? t('noPrice', { count: s.no_price }) : null,
              s.excluded ? t('excluded', { count: s.excluded }) : null,
              s.out_of_period ? t('outOfPeriod', { count: s.out_of_period }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
      </dl>
      {/* One scroll box for both directions (a phone scrolls the columns), reachable by keyboard. */}
      <div
        className="max-h-72 overflow-auto rounded-md border"
        tabIndex={0}
        role="region"
        aria-labelledby="bulk-preview-title"
      >
        <table className="w-full caption-bottom border-collapse text-sm" aria-label={t('title')}>
          <TableHeader className="sticky top-0 bg-background">
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col">{t('columns.unit')}</TableHead>
              <TableHead scope="col" className="text-right">
                {t('columns.base')}
              </TableHead>
              <TableHead scope="col" className="text-right">
                {t(later ? 'columns.currentAtStart' : 'columns.current')}
              </TableHead>
              <TableHead scope="col" className="text-right">
                {t('columns.next')}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.rows.map((r) => (
              <TableRow key={r.unit}>
                <TableCell className="font-mono text-xs">{r.code}</TableCell>
                <TableCell className={num}>{cell(r.base_price)}</TableCell>
                <TableCell className={num}>{cell(r.current_total)}</TableCell>
                <TableCell className={`${num} font-medium`}>
                  {r.status === 'OK' ? (
                    cell(r.new_total)
                  ) : (
                    <Badge variant="warning">{t(`status.${r.status}`)}</Badge>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </table>
      </div>
      {p.page_count > 1 ? (
        <div className="flex items-center justify-end gap-2 text-sm">
          <span className="text-muted-foreground tabular-nums" aria-live="polite">
            {t('page', { page: p.page, count: p.page_count })}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('prev')}
            disabled={busy || p.page <= 1}
            onClick={() => onPage(p.page - 1)}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('next')}
            disabled={busy || p.page >= p.page_count}
            onClick={() => onPage(p.page + 1)}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      ) : null}
    </section>
  );
}
