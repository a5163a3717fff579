'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useViewer } from '~/components/common/me-context';
import { Badge } from '~/components/ui/badge';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { useMoney, useUnitFormat, useUnitLabel } from '~/lib/format';
import { useTRPC, type RouterOutputs } from '~/trpc/client';
import { SetUnitStatusForm } from './set-unit-status-form';
import { UnitStatusBadge } from './unit-status';
import { CARD_REFRESH_MS, type Unit } from './use-units';

export type UnitCardData = RouterOutputs['units']['get'];

export interface UnitCardState {
  unit: UnitCardData;
  /** The card's own data has arrived (until then `unit` is the grid's row, without a booking). */
  known: boolean;
  /** The conditions ticked in the price calculation and their total: what a booking takes. */
  choice: UnitChoice;
  setChoice: (choice: UnitChoice) => void;
}

/** The buyer's choice of conditions on the card (the quote's request) and its quoted total. */
export interface UnitChoice {
  discounts: string[];
  options: string[];
  total: number | null;
}
const NO_CHOICE: UnitChoice = { discounts: [], options: [], total: null };

const CardContext = createContext<UnitCardState | null>(null);

/** The unit shown by the card around it, for the sections other folders add (the `extra` slot). */
export function useUnitCard(): UnitCardState {
  const value = useContext(CardContext);
  if (!value) throw new Error('useUnitCard outside the unit card');
  return value;
}

interface UnitCardSheetProps {
  unit: Unit | null;
  onClose: () => void;
  /**
   * Sections other folders add under the facts (bookings: the holding booking and the Book
   * action); they read the unit with `useUnitCard()`, so units never imports them.
   */
  extra?: ReactNode;
}

/** The unit card: a side sheet named by the unit ("кв. 50 · SP-1-1-14-02"), opened from the grid. */
export function UnitCardSheet({ unit, onClose, extra }: UnitCardSheetProps) {
  const tc = useTranslations('common');
  const label = useUnitLabel();
  return (
    <Dialog open={unit !== null} onOpenChange={(open) => !open && onClose()}>
      {unit ? (
        <DialogContent
          side="right"
          title={label(unit)}
          description={unit.name}
          closeLabel={tc('close')}
        >
          <UnitCardBody key={unit.id} listed={unit} extra={extra} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function UnitCardBody({ listed, extra }: { listed: Unit; extra: ReactNode }) {
  const t = useTranslations('units.card');
  const viewer = useViewer();
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.units.get.queryOptions({ id: listed.id }),
    refetchInterval: CARD_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 1000,
  });
  const unit: UnitCardData = query.data ?? { ...listed, booking: null };
  const known = query.data !== undefined;
  const [choice, setChoice] = useState<UnitChoice>(NO_CHOICE);

  return (
    <div className="grid gap-6 px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-center gap-2">
        <UnitStatusBadge status={unit.status} className="text-sm" />
        {unit.second_statuses.map((s) => (
          <Badge key={s} variant="accent">
            <SecondStatus value={s} />
          </Badge>
        ))}
      </div>

      <UnitFacts unit={unit} />

      <CardContext.Provider value={{ unit, known, choice, setChoice }}>
        {extra}
      </CardContext.Provider>

      {viewer.can('units.setStatus') && known ? (
        <section className="grid gap-3 border-t pt-5" aria-labelledby="unit-status-title">
          <h3 id="unit-status-title" className="text-sm font-semibold">
            {t('setStatus')}
          </h3>
          <SetUnitStatusForm key={`${unit.status}|${unit.second_statuses.join(',')}`} unit={unit} />
        </section>
      ) : null}
    </div>
  );
}

function SecondStatus({ value }: { value: string }) {
  const t = useTranslations('secondStatus');
  return t.has(value as 'UNIT_SECOND_STATUS_FOR_RENT')
    ? t(value as 'UNIT_SECOND_STATUS_FOR_RENT')
    : value;
}

function UnitFacts({ unit }: { unit: UnitCardData }) {
  const t = useTranslations('units.card');
  const fmt = useUnitFormat();
  const money = useMoney();
  const facts: [string, ReactNode][] = [
    [t('complex'), unit.complex],
    [
      t('place'),
      t('placeValue', { building: unit.building, section: unit.section, floor: unit.floor }),
    ],
    [t('number'), unit.number],
    [t('rooms'), fmt.rooms(unit.rooms)],
    [t('area'), fmt.area(unit.area)],
    [
      t('price'),
      unit.price !== null ? (
        <>
          <span className="font-semibold">{money(unit.price)}</span>
          <span className="block text-xs font-normal text-muted-foreground">
            {t('priceHint', { base: unit.base_price !== null ? money(unit.base_price) : '—' })}
          </span>
        </>
      ) : (
        <span className="text-muted-foreground">{t('noPrice')}</span>
      ),
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="grid content-start gap-0.5">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
