'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { DateRangeFilter } from '~/components/data-table/date-range-filter';
import { FilterField, FoldingFilters } from '~/components/data-table/folding-filters';
import { useViewer } from '~/components/common/me-context';
import { Checkbox } from '~/components/ui/checkbox';
import { Label } from '~/components/ui/label';
import { Select, type SelectOption } from '~/components/ui/select';
import { addDays, dayStartIn } from '~/lib/app-day';
import { UserPicker, type PickedUser } from './user-picker';

export interface BookingFilterState {
  /** The responsible user, with the name the picker showed. */
  responsible: PickedUser | undefined;
  region: string | undefined;
  /** Calendar days `YYYY-MM-DD` in the app's time zone (APP_TIMEZONE), as the API counts them. */
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

/** Only bookings that expire on `day` (the dashboard's "expiring today / tomorrow" links). */
export const expiringOn = (day: string): BookingFilterState => ({
  ...NO_BOOKING_FILTER,
  from: day,
  to: day,
});

/**
 * The filter part of bookings.search: whole days, in the app's time zone, from the start of `from`
 * to the end of `to`.
 */
export function searchFilter(f: BookingFilterState, query: string, timeZone: string) {
  return {
    query: query || undefined,
    responsible: f.responsible ? [f.responsible.id] : undefined,
    region: f.region ? [f.region] : undefined,
    expiration_date_from: f.from ? dayStartIn(f.from, timeZone).toISOString() : undefined,
    expiration_date_to: f.to
      ? new Date(dayStartIn(addDays(f.to, 1), timeZone).getTime() - 1).toISOString()
      : undefined,
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
        <FilterField id={`${id}-resp`} label={t('responsible')} className="w-full sm:w-56">
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
        </FilterField>
      )}
      {regions.length > 0 ? (
        <FilterField id={`${id}-region`} label={t('region')} className="w-full sm:w-48">
          <Select
            id={`${id}-region`}
            className="h-8"
            value={value.region ?? ALL}
            onValueChange={(v) => set({ region: v === ALL ? undefined : v })}
            options={[{ value: ALL, label: t('regionAll') }, ...regions]}
          />
        </FilterField>
      ) : null}
      <DateRangeFilter value={value} onChange={set} fromLabel={t('from')} toLabel={t('to')} />
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
