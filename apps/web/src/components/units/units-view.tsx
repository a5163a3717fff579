'use client';

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Building2, TriangleAlert } from 'lucide-react';
import { ExportButton } from '~/components/common/export-button';
import { Alert } from '~/components/ui/alert';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { lazyComponent } from '~/lib/lazy-component';
import { useApiErrorMessage } from '~/lib/use-api-error';
import {
  countByStatus,
  groupBuildings,
  groupSections,
  matchesFilter,
  NO_FILTER,
  roomOptions,
  type UnitFilter,
} from './grid-model';
import { unitExportFilter } from './export-filter';
import { UnitFilters } from './unit-filters';
import { UnitGrid } from './unit-grid';
import { useAllUnits, useUnitsUpdatedAt, type Unit } from './use-units';
import { DATE } from '~/lib/date-formats';

/**
 * The unit card (a Radix dialog, the card's query, the status form) is loaded when a card is first
 * opened, then kept mounted: the grid alone does not need it (~20 KiB gzipped).
 */
const UnitCardSheet = lazyComponent(() => import('./unit-card').then((m) => m.UnitCardSheet));

/** Keeps `?unit=<id>` in the address while a card is open, so it can be shared or reloaded. */
function writeUnitParam(id: string | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('unit', id);
  else url.searchParams.delete('unit');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The units screen: building switcher, filters and legend, the grid, and the unit card, which
 * shows `cardExtra` under the unit's facts (the page passes the bookings panel).
 */
export function UnitsView({
  initialUnitId,
  cardExtra,
}: {
  initialUnitId?: string;
  cardExtra?: ReactNode;
}) {
  const t = useTranslations('units');
  const errorMessage = useApiErrorMessage();
  const { units, isPending, error, truncated } = useAllUnits();
  const buildings = useMemo(() => groupBuildings(units), [units]);
  const multiComplex = new Set(buildings.map((b) => b.complex)).size > 1;
  const [chosen, setChosen] = useState<string | undefined>();
  const [filter, setFilter] = useState<UnitFilter>(NO_FILTER);
  const [openId, setOpenId] = useState<string | null>(initialUnitId ?? null);
  const [cardUsed, setCardUsed] = useState(openId !== null);

  const linked = openId ? units.find((u) => u.id === openId) : undefined;
  const current =
    buildings.find((b) => b.key === chosen) ??
    buildings.find((b) => linked && b.units.includes(linked)) ??
    buildings[0];
  const sections = useMemo(() => (current ? groupSections(current.units) : []), [current]);
  const counts = useMemo(() => countByStatus(current?.units ?? []), [current]);
  const matching = current?.units.filter((u) => matchesFilter(u, filter)).length ?? 0;

  const open = useCallback((unit: Unit) => {
    setOpenId(unit.id);
    setCardUsed(true);
    writeUnitParam(unit.id);
  }, []);
  const close = useCallback(() => {
    setOpenId(null);
    writeUnitParam(null);
  }, []);

  const label = (b: { complex: string; building: string }) =>
    multiComplex
      ? `${b.complex} · ${t('building', { name: b.building })}`
      : t('building', { name: b.building });

  if (isPending) return <GridSkeleton />;
  if (error && units.length === 0)
    return (
      <Card>
        <EmptyState icon={TriangleAlert} title={t('loadError')} description={errorMessage(error)} />
      </Card>
    );
  if (!current)
    return (
      <Card>
        <EmptyState icon={Building2} title={t('empty')} description={t('emptyHint')} />
      </Card>
    );

  return (
    <Tabs value={current.key} onValueChange={setChosen} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label={t('buildingsLabel')}>
          {buildings.map((b) => (
            <TabsTrigger key={b.key} value={b.key}>
              {label(b)}
              <AvailableCount units={b.units} />
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="flex items-center gap-3">
          <ExportButton kind="units" filter={unitExportFilter(current, filter)} />
          <LiveIndicator />
        </div>
      </div>

      {truncated ? <Alert tone="warning">{t('truncated')}</Alert> : null}

      {/* The chosen building's panel: what its tab controls. */}
      <TabsContent value={current.key} tabIndex={-1} className="focus-visible:outline-none">
        <Card className="grid gap-5 p-4 sm:p-5">
          <UnitFilters
            filter={filter}
            onChange={setFilter}
            roomOptions={roomOptions(current.units)}
            counts={counts}
            matching={matching}
            total={current.units.length}
            forRent={
              current.units.filter((u) => u.second_statuses.includes('UNIT_SECOND_STATUS_FOR_RENT'))
                .length
            }
          />
          <div
            className="-mx-4 overflow-x-auto border-t px-4 pt-5 sm:-mx-5 sm:px-5"
            role="region"
            aria-label={t('gridLabel', { building: label(current) })}
            tabIndex={-1}
          >
            <UnitGrid sections={sections} filter={filter} onOpen={open} />
          </div>
        </Card>
      </TabsContent>

      {cardUsed ? (
        <UnitCardSheet unit={openId ? (linked ?? null) : null} onClose={close} extra={cardExtra} />
      ) : null}
    </Tabs>
  );
}

function AvailableCount({ units }: { units: readonly Unit[] }) {
  const t = useTranslations('units');
  const count = units.filter((u) => u.status === 'UNIT_STATUS_AVAILABLE').length;
  return (
    <span
      className="rounded bg-emerald-100 px-1.5 text-xs text-emerald-900 tabular-nums"
      title={t('availableCount', { count })}
    >
      <span aria-hidden>{count}</span>
      <span className="sr-only">{t('availableCount', { count })}</span>
    </span>
  );
}

/** "Live · updated at …": re-rendered on every refresh, alone (the grid only when units change). */
function LiveIndicator() {
  const t = useTranslations('units');
  const { updatedAt, stale } = useUnitsUpdatedAt();
  const format = useFormatter();
  return (
    <p className="flex items-center gap-2 text-xs text-muted-foreground">
      <span className="relative flex size-2" aria-hidden>
        {stale ? null : (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
        )}
        <span
          className={`relative inline-flex size-2 rounded-full ${stale ? 'bg-amber-500' : 'bg-emerald-500'}`}
        />
      </span>
      {stale ? t('stale') : t('live')}
      {updatedAt > 0 ? (
        <span className="tabular-nums">
          · {t('updatedAt', { time: format.dateTime(new Date(updatedAt), DATE.clock) })}
        </span>
      ) : null}
    </p>
  );
}

function GridSkeleton() {
  const t = useTranslations('table');
  return (
    <Card className="grid gap-4 p-5" role="status" aria-busy aria-label={t('loading')}>
      <div className="h-8 w-64 animate-pulse rounded-md bg-muted" />
      <div className="grid grid-cols-12 gap-1.5">
        {Array.from({ length: 96 }, (_, i) => (
          <div key={i} className="h-14 animate-pulse rounded-md bg-muted" />
        ))}
      </div>
    </Card>
  );
}
