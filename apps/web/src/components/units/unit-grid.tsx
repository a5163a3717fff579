'use client';

import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { focusRing } from '~/components/ui/button';
import { useMoneyShort, useUnitFormat } from '~/lib/format';
import { cn } from '~/lib/utils';
import { matchesFilter, type SectionGroup, type UnitFilter } from './grid-model';
import { isUnitStatus, UNIT_STATUS_STYLE, useUnitStatusLabel } from './unit-status';
import type { Unit } from './use-units';

/** Four cells and the floor numbers fit a 390 px phone; three sections fit a laptop. */
const CELL_WIDTH = 'w-[4.25rem] sm:w-[4.75rem]';

interface GridProps {
  sections: SectionGroup[];
  filter: UnitFilter;
  onOpen: (unit: Unit) => void;
}

/**
 * The availability grid ("шахматка") of one building: sections side by side (stacked on narrow
 * screens), floors as rows with the top floor at the top, one button per unit.
 */
export function UnitGrid({ sections, filter, onOpen }: GridProps) {
  const t = useTranslations('units');
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-6">
      {sections.map((s) => (
        <section key={s.section} aria-label={t('section', { n: s.section })} className="grid gap-2">
          <h3 className="pl-7 text-sm font-semibold">{t('section', { n: s.section })}</h3>
          <div className="grid gap-1" role="list">
            {s.floors.map(({ floor, units }) => (
              <div key={floor} className="flex items-stretch gap-1" role="listitem">
                <span
                  className="flex w-6 shrink-0 items-center justify-end pr-1 text-xs font-medium text-muted-foreground tabular-nums"
                  title={t('floorTitle', { n: floor })}
                >
                  {floor}
                </span>
                {Array.from({ length: s.columns }, (_, i) => {
                  const unit = units[i];
                  return unit ? (
                    <UnitCell
                      key={unit.id}
                      unit={unit}
                      state={matchesFilter(unit, filter) ? 'match' : filter.hide ? 'hidden' : 'dim'}
                      onOpen={onOpen}
                    />
                  ) : (
                    <span key={`empty-${i}`} className={cn(CELL_WIDTH, 'shrink-0')} aria-hidden />
                  );
                })}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** One unit: number, rooms, area and price, coloured by status; a button that opens its card. */
const UnitCell = memo(function UnitCell({
  unit,
  state,
  onOpen,
}: {
  unit: Unit;
  state: 'match' | 'dim' | 'hidden';
  onOpen: (unit: Unit) => void;
}) {
  const t = useTranslations('units');
  const fmt = useUnitFormat();
  const moneyShort = useMoneyShort();
  const statusLabel = useUnitStatusLabel();
  const style = isUnitStatus(unit.status) ? UNIT_STATUS_STYLE[unit.status].cell : '';
  const forRent = unit.second_statuses.includes('UNIT_SECOND_STATUS_FOR_RENT');
  return (
    <button
      type="button"
      data-unit-code={unit.code}
      data-status={unit.status}
      aria-label={t('cellLabel', { number: unit.number, status: statusLabel(unit.status) })}
      title={[
        unit.code,
        fmt.rooms(unit.rooms),
        fmt.area(unit.area),
        statusLabel(unit.status),
        forRent ? t('forRent') : null,
      ]
        .filter(Boolean)
        .join(' · ')}
      onClick={() => onOpen(unit)}
      tabIndex={state === 'hidden' ? -1 : undefined}
      aria-hidden={state === 'hidden' || undefined}
      className={cn(
        'relative grid shrink-0 gap-0.5 rounded-md border px-1 py-1 text-left leading-tight shadow-xs transition sm:px-1.5',
        CELL_WIDTH,
        style,
        focusRing,
        state === 'dim' && 'opacity-25 saturate-50 hover:opacity-70',
        state === 'hidden' && 'invisible',
      )}
    >
      <span className="flex items-baseline justify-between gap-1">
        <span className="text-[13px] font-semibold tabular-nums sm:text-sm">{unit.number}</span>
        <span className="text-[10px] font-medium opacity-80">{fmt.roomsShort(unit.rooms)}</span>
      </span>
      <span className="text-[11px] tabular-nums opacity-90">{fmt.area(unit.area)}</span>
      <span className="truncate text-[11px] font-medium tabular-nums">
        {unit.price !== null ? moneyShort(unit.price) : '—'}
      </span>
      {forRent ? (
        <span
          className="absolute top-0.5 right-0.5 size-1.5 rounded-full bg-violet-600 ring-1 ring-white"
          aria-hidden
        />
      ) : null}
    </button>
  );
});
