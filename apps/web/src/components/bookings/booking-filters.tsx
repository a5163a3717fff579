'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { FoldingFilters } from '~/components/data-table/folding-filters';
import { useViewer } from '~/components/common/me-context';
import { Checkbox } from '~/components/ui/checkbox';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Select, type SelectOption } from '~/components/ui/select';
import { UserPicker, type PickedUser } from './user-picker';

export interface BookingFilterState {
  /** The responsible user, with the name the picker showed. */
  responsible: PickedUser | undefined;
  region: string | undefined;
  /** Calendar days `YYYY-MM-DD` (the browser's time zone). */
  from: string;
  to: string;
  includeExpired: boolean;
}

export const NO_BOOKING_FILTER: BookingFilterState = {
  responsible: undefined,
  region: undefined,
  from: '',
  to: '',
  includeExpired: false,
};

const countFilters = (f: BookingFilterState) =>
  [f.responsible, f.region, f.from || f.to, f.includeExpired].filter(Boolean).length;

export const hasBookingFilter = (f: BookingFilterState) => countFilters(f) > 0;

/** The filter part of bookings.search: whole days from the start of `from` to the end of `to`. */
export function searchFilter(f: BookingFilterState, query: string) {
  return {
    query: query || undefined,
    responsible: f.responsible ? [f.responsible.id] : undefined,
    region: f.region ? [f.region] : undefined,
    expiration_date_from: f.from ? new Date(`${f.from}T00:00:00`).toISOString() : undefined,
    expiration_date_to: f.to ? new Date(`${f.to}T23:59:59.999`).toISOString() : undefined,
    include_expired: f.includeExpired,
  };
}

const ALL = '__all__';

interface Props {
  value: BookingFilterState;
  onChange: (value: BookingFilterState) => void;
  regions: SelectOption[];
}

/** Responsible, region, expiration range and "include expired" of the bookings table. */
export function BookingFilters({ value, onChange, regions }: Props) {
  const t = useTranslations('bookings.filters');
  const viewer = useViewer();
  const id = useId();
  const set = (patch: Partial<BookingFilterState>) => onChange({ ...value, ...patch });
  const count = countFilters(value);
  return (
    <FoldingFilters
      toggle={count ? t('toggleCount', { count }) : t('toggle')}
      reset={
        hasBookingFilter(value)
          ? { label: t('reset'), onReset: () => onChange(NO_BOOKING_FILTER) }
          : null
      }
    >
      {viewer.ownOnly('bookings.read') ? null : (
        <div className="grid w-full gap-1.5 sm:w-56">
          <Label htmlFor={`${id}-resp`} className="text-xs text-muted-foreground">
            {t('responsible')}
          </Label>
          <UserPicker
            id={`${id}-resp`}
            className="h-8"
            listLabel={t('responsible')}
            placeholder={t('responsibleAll')}
            clearLabel={t('responsibleClear')}
            value={value.responsible?.id}
            valueName={value.responsible?.name}
            onChange={(responsible) => set({ responsible })}
          />
        </div>
      )}
      {regions.length > 0 ? (
        <div className="grid w-full gap-1.5 sm:w-48">
          <Label htmlFor={`${id}-region`} className="text-xs text-muted-foreground">
            {t('region')}
          </Label>
          <Select
            id={`${id}-region`}
            className="h-8"
            value={value.region ?? ALL}
            onValueChange={(v) => set({ region: v === ALL ? undefined : v })}
            options={[{ value: ALL, label: t('regionAll') }, ...regions]}
          />
        </div>
      ) : null}
      <div className="flex w-full items-end gap-2 sm:w-auto">
        <div className="grid flex-1 gap-1.5 sm:flex-none">
          <Label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
            {t('from')}
          </Label>
          <Input
            id={`${id}-from`}
            type="date"
            className="h-8 w-full sm:w-36"
            value={value.from}
            max={value.to || undefined}
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div className="grid flex-1 gap-1.5 sm:flex-none">
          <Label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
            {t('to')}
          </Label>
          <Input
            id={`${id}-to`}
            type="date"
            className="h-8 w-full sm:w-36"
            value={value.to}
            min={value.from || undefined}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
      </div>
      <div className="flex h-8 items-center gap-2">
        <Checkbox
          id={`${id}-expired`}
          checked={value.includeExpired}
          onCheckedChange={(on) => set({ includeExpired: on })}
        />
        <Label htmlFor={`${id}-expired`} className="cursor-pointer font-normal">
          {t('includeExpired')}
        </Label>
      </div>
    </FoldingFilters>
  );
}
