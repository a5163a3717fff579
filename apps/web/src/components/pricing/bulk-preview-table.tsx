'use client';

import { useTranslations } from 'next-intl';
import { Empty } from '~/components/data-table/cells';
import { Badge } from '~/components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import type { bulkPreview } from './bulk-preview';
import { useMoney } from '~/lib/format';

/** Old and new prices of the ticked units, before basePrices.createMany writes them. */
export function BulkPreviewTable({
  preview,
  loading,
}: {
  preview: ReturnType<typeof bulkPreview> | null;
  loading: boolean;
}) {
  const t = useTranslations('pricing.bulk');
  const money = useMoney();
  const cell = (v: string | null) => (v === null ? <Empty /> : money(v));
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{t('preview')}</h3>
      {!preview ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          {loading ? t('loading') : t('previewHint')}
        </p>
      ) : (
        <div className="max-h-72 overflow-auto rounded-md border">
          <Table aria-label={t('preview')}>
            <TableHeader className="sticky top-0 bg-background">
              <TableRow className="hover:bg-transparent">
                <TableHead scope="col">{t('columns.unit')}</TableHead>
                <TableHead scope="col" className="text-right">
                  {t('columns.old')}
                </TableHead>
                <TableHead scope="col" className="text-right">
                  {t('columns.perSqM')}
                </TableHead>
                <TableHead scope="col" className="text-right">
                  {t('columns.new')}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell className="font-mono text-xs">{r.code}</TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {cell(r.oldTotal)}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {cell(r.newPerSqM)}
                  </TableCell>
                  <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                    {r.skipped ? <Badge variant="warning">{t('skip')}</Badge> : cell(r.newTotal)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
