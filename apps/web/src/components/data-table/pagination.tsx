'use client';

import { useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { PAGE_SIZES, type ListState } from './use-list-state';

interface Props {
  list: ListState;
  pageCount: number;
  totalCount: number;
  label: string;
}

export function Pagination({ list, pageCount, totalCount, label }: Props) {
  const t = useTranslations('table');
  const last = Math.max(pageCount, 1);
  const from = totalCount === 0 ? 0 : (list.page - 1) * list.limit + 1;
  const to = Math.min(list.page * list.limit, totalCount);
  const atStart = list.page <= 1;
  const atEnd = list.page >= last;
  const buttons = [
    { key: 'first', Icon: ChevronsLeft, page: 1, disabled: atStart },
    { key: 'previous', Icon: ChevronLeft, page: list.page - 1, disabled: atStart },
    { key: 'next', Icon: ChevronRight, page: list.page + 1, disabled: atEnd },
    { key: 'last', Icon: ChevronsRight, page: last, disabled: atEnd },
  ] as const;
  return (
    <div className="flex flex-col gap-3 border-t px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted-foreground" aria-live="polite" data-testid="table-range">
        {t('range', { from, to, total: totalCount })}
      </p>
      <div className="flex flex-wrap items-center gap-3 sm:gap-4">
        <div className="flex items-center gap-2">
          <span className="text-muted-foreground">{t('perPage')}</span>
          <Select
            aria-label={t('perPage')}
            className="h-8 w-[4.5rem]"
            value={String(list.limit)}
            onValueChange={(v) => list.setLimit(Number(v))}
            options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          />
        </div>
        <nav aria-label={t('pagination', { table: label })} className="flex items-center gap-1">
          <span className="mr-2 text-muted-foreground">
            {t('pageOf', { page: list.page, count: last })}
          </span>
          {buttons.map(({ key, Icon, page, disabled }) => (
            <Button
              key={key}
              variant="secondary"
              size="icon"
              className="size-8"
              aria-label={t(key)}
              disabled={disabled}
              onClick={() => list.setPage(page)}
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </nav>
      </div>
    </div>
  );
}
