'use client';

import { useTranslations } from 'next-intl';
import { RotateCcw } from 'lucide-react';
import type { UnitStatus } from '@app/validators';
import { Button, focusRing } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { useNumberLocale, useUnitFormat } from '~/lib/format';
import { numberText } from '~/lib/number-text';
import { cn } from '~/lib/utils';
import {
  isFiltered,
  millionsToPrice,
  NO_FILTER,
  parseBound,
  priceToMillions,
  type UnitFilter,
} from './grid-model';
import { StatusSwatch, UNIT_STATUS_ORDER, useUnitStatusLabel } from './unit-status';

interface Props {
  filter: UnitFilter;
  onChange: (filter: UnitFilter) => void;
  roomOptions: number[];
  /** Units of the building per status (the legend's counts). */
  counts: Map<string, number>;
  matching: number;
  total: number;
  /** Units marked "for rent" (a dot in the cell). */
  forRent: number;
}

const toggle = <T,>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

const chip = (pressed: boolean) =>
  cn(
    'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md border px-2.5 text-sm font-medium whitespace-nowrap transition-colors',
    focusRing,
    pressed
      ? 'border-primary bg-accent text-accent-foreground'
      : 'bg-background text-foreground hover:bg-muted',
  );

/** Rooms, area and price filters, and the status legend whose entries (with counts) filter too. */
export function UnitFilters({
  filter,
  onChange,
  roomOptions,
  counts,
  matching,
  total,
  forRent,
}: Props) {
  const t = useTranslations('units.filters');
  const fmt = useUnitFormat();
  const statusLabel = useUnitStatusLabel();
  const set = (patch: Partial<UnitFilter>) => onChange({ ...filter, ...patch });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div role="group" aria-labelledby="units-rooms" className="grid gap-1.5">
          <span id="units-rooms" className="text-xs font-medium text-muted-foreground">
            {t('rooms')}
          </span>
          <div className="flex flex-wrap gap-1.5">
            {roomOptions.map((rooms) => (
              <button
                key={rooms}
                type="button"
                aria-pressed={filter.rooms.includes(rooms)}
                className={chip(filter.rooms.includes(rooms))}
                onClick={() => set({ rooms: toggle(filter.rooms, rooms) })}
              >
                {rooms === 0 ? fmt.rooms(0) : fmt.roomsShort(rooms)}
              </button>
            ))}
          </div>
        </div>
        <div className="flex items-end gap-2">
          <BoundInput
            id="units-area-from"
            label={t('areaFrom')}
            value={filter.areaFrom}
            onChange={(areaFrom) => set({ areaFrom })}
          />
          <BoundInput
            id="units-area-to"
            label={t('areaTo')}
            value={filter.areaTo}
            onChange={(areaTo) => set({ areaTo })}
          />
        </div>
        <div className="flex items-end gap-2" title={t('priceIncludes')}>
          <BoundInput
            id="units-price-from"
            label={t('priceFrom')}
            value={priceToMillions(filter.priceFrom)}
            onChange={(m) => set({ priceFrom: millionsToPrice(m) })}
          />
          <BoundInput
            id="units-price-to"
            label={t('priceTo')}
            value={priceToMillions(filter.priceTo)}
            onChange={(m) => set({ priceTo: millionsToPrice(m) })}
          />
          <span className="max-w-32 pb-1 text-xs leading-tight text-muted-foreground">
            {t('priceIncludes')}
          </span>
        </div>
        <label className="flex h-8 cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={filter.hide}
            onChange={(e) => set({ hide: e.target.checked })}
          />
          {t('hide')}
        </label>
        {isFiltered(filter) ? (
          <div className="flex h-8 items-center gap-3">
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {t('matching', { count: matching, total })}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ ...NO_FILTER, hide: filter.hide })}
            >
              <RotateCcw aria-hidden />
              {t('reset')}
            </Button>
          </div>
        ) : null}
      </div>

      <div
        role="group"
        aria-label={t('legend')}
        className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:px-0 sm:pb-0"
      >
        {UNIT_STATUS_ORDER.map((status: UnitStatus) => (
          <button
            key={status}
            type="button"
            aria-pressed={filter.statuses.includes(status)}
            className={cn(
              chip(filter.statuses.includes(status)),
              !counts.get(status) && !filter.statuses.includes(status) && 'text-muted-foreground',
            )}
            onClick={() => set({ statuses: toggle(filter.statuses, status) })}
          >
            <StatusSwatch status={status} />
            {statusLabel(status)}
            <span className="rounded bg-muted px-1.5 text-xs tabular-nums text-muted-foreground">
              {counts.get(status) ?? 0}
            </span>
          </button>
        ))}
        {forRent > 0 ? (
          <span className="inline-flex h-8 shrink-0 items-center gap-1.5 px-1.5 text-sm whitespace-nowrap text-muted-foreground">
            <span className="size-2 rounded-full bg-violet-600" aria-hidden />
            {t('forRent', { count: forRent })}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** One bound of a range filter: applied on blur or Enter, so typing does not refilter each key. */
function BoundInput(props: {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const locale = useNumberLocale();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={props.id} className="text-xs text-muted-foreground">
        {props.label}
      </Label>
      <Input
        id={props.id}
        inputMode="decimal"
        className="h-8 w-28"
        placeholder="—"
        defaultValue={numberText(props.value, locale)}
        key={`${props.id}-${props.value ?? ''}`}
        onBlur={(e) => props.onChange(parseBound(e.target.value, locale))}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
    </div>
  );
}
