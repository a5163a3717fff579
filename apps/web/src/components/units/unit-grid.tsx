'use client';

import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { focusRing } from '~/components/ui/button';
import { useMoneyShort, useUnitFormat, useUnitLabel } from '~/lib/format';
import { cn } from '~/lib/utils';
import { matchesFilter, type SectionGroup, type UnitFilter } from './grid-model';
import { isUnitStatus, UNIT_STATUS_STYLE, useUnitStatusLabel } from './unit-status';
import type { Unit } from './use-units';

/**
 * Four cells and the floor numbers fit a 390 px phone; three sections fit a laptop. Where «153
 * студия» is wider than a cell, the rooms wrap under the number (never clipped).
 */
const CELL_WIDTH = 'w-[4.25rem] sm:w-[4.75rem]';

const NO_SECTIONS: SectionGroup[] = [];

interface GridProps {
  sections: SectionGroup[];
  filter: UnitFilter;
  onOpen: (unit: Unit) => void;
}

/**
 * A pure formatter remembered per value: a grid of 312 cells has a handful of distinct room counts,
 * areas and prices repeat, and each formatting is a message or Intl call (the first render of the
 * grid was the page's longest task on a phone).
 */
function remembered<K, V>(format: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = format(key);
      cache.set(key, value);
    }
    return value;
  };
}

/** What every cell prints, made once per grid render rather than once per cell. */
function useCellText() {
  const t = useTranslations('units');
  const fmt = useUnitFormat();
  const statusLabel = useUnitStatusLabel();
  const moneyShort = useMoneyShort();
  const unitLabel = useUnitLabel();
  return useMemo(
    () => ({
      label: (unit: Unit) =>
        unit.queue_length > 0
          ? t('cellLabelQueue', {
              unit: unitLabel(unit),
              status: statusLabel(unit.status),
              count: unit.queue_length,
            })
          : t('cellLabel', { unit: unitLabel(unit), status: statusLabel(unit.status) }),
      /** The tooltip: made when the pointer first comes over the cell, not for every cell. */
      title: (unit: Unit) =>
        [
          unitLabel(unit),
          fmt.rooms(unit.rooms),
          fmt.area(unit.area),
          statusLabel(unit.status),
          unit.second_statuses.includes('UNIT_SECOND_STATUS_FOR_RENT') ? t('forRent') : null,
        ]
          .filter(Boolean)
          .join(' · '),
      roomsShort: remembered(fmt.roomsShort),
      area: remembered(fmt.area),
      moneyShort: remembered(moneyShort),
    }),
    // fmt and statusLabel are new objects on every render and change only with t (the language).
    [t, moneyShort, unitLabel],
  );
}
type CellText = ReturnType<typeof useCellText>;

/**
 * The availability grid ("шахматка") of one building: sections side by side (stacked on narrow
 * screens), floors as rows with the top floor at the top, one button per unit. Memoised: the
 * screen re-renders on every refresh (its "updated at" clock) while the units stay the same.
 * Sections off screen (stacked on a phone) are neither laid out nor painted until scrolled to.
 */
export const UnitGrid = memo(function UnitGrid({ sections: latest, filter, onOpen }: GridProps) {
  const t = useTranslations('units');
  const text = useCellText();
  // The units arrive through a store subscription, which React renders in one blocking task; the
  // grid's hundreds of cells are rendered in a deferred, interruptible pass instead, so the page
  // stays responsive (on a phone that first render was a task of seconds).
  const sections = useDeferredValue(latest, NO_SECTIONS);
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-6" aria-busy={sections !== latest}>
      {sections.map((s) => (
        <section
          key={s.section}
          aria-label={t('section', { n: s.section })}
          className="grid gap-2 [contain-intrinsic-size:auto_18rem_auto_40rem] [content-visibility:auto]"
        >
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
                      text={text}
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
});

/**
 * One unit: number, rooms, area and price, coloured by status; a button that opens its card. Its
 * text is at least 12 px (legible on a phone).
 */
const UnitCell = memo(function UnitCell({
  unit,
  state,
  onOpen,
  text,
}: {
  unit: Unit;
  state: 'match' | 'dim' | 'hidden';
  onOpen: (unit: Unit) => void;
  text: CellText;
}) {
  const style = isUnitStatus(unit.status) ? UNIT_STATUS_STYLE[unit.status].cell : '';
  const forRent = unit.second_statuses.includes('UNIT_SECOND_STATUS_FOR_RENT');
  return (
    <button
      type="button"
      data-unit-code={unit.code}
      data-status={unit.status}
      aria-label={text.label(unit)}
      onPointerEnter={(e) => {
        e.currentTarget.title = text.title(unit);
      }}
      onClick={() => onOpen(unit)}
      tabIndex={state === 'hidden' ? -1 : undefined}
      aria-hidden={state === 'hidden' || undefined}
      className={cn(
        'relative grid shrink-0 gap-0.5 rounded-md border px-1 py-1 text-left text-xs leading-tight shadow-xs transition sm:px-1.5',
        CELL_WIDTH,
        style,
        focusRing,
        state === 'dim' && 'opacity-25 saturate-50 hover:opacity-70',
        state === 'hidden' && 'invisible',
      )}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-1">
        <span className="text-[13px] font-semibold tabular-nums sm:text-sm">{unit.number}</span>
        <span className="font-medium whitespace-nowrap opacity-80">
          {text.roomsShort(unit.rooms)}
        </span>
      </span>
      <span className="tabular-nums opacity-90">{text.area(unit.area)}</span>
      <span className="truncate font-medium tabular-nums">
        {unit.price !== null ? text.moneyShort(unit.price) : '—'}
      </span>
      {unit.queue_length > 0 ? (
        <span
          className="absolute -right-1.5 -bottom-1.5 z-10 min-w-4 rounded-full bg-sky-700 px-1 text-center text-xs leading-4 font-semibold text-white tabular-nums ring-2 ring-background"
          data-testid="queue-badge"
          aria-hidden
        >
          {unit.queue_length}
        </span>
      ) : null}
      {forRent ? (
        <span
          className="absolute top-0.5 right-0.5 size-1.5 rounded-full bg-violet-600 ring-1 ring-white"
          aria-hidden
        />
      ) : null}
    </button>
  );
});
