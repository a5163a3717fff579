'use client';

import { useId } from 'react';
import { Input } from '~/components/ui/input';
import { FilterField } from './folding-filters';

export interface DateRange {
  /** Calendar days `YYYY-MM-DD`; '' for no bound. */
  from: string;
  to: string;
}

/**
 * Two day inputs of a filter row, side by side even on phones: each bounds the other (`from` no
 * later than `to`). `onChange` gets the bound that changed.
 */
export function DateRangeFilter({
  value,
  onChange,
  fromLabel,
  toLabel,
}: {
  value: DateRange;
  onChange: (patch: Partial<DateRange>) => void;
  fromLabel: string;
  toLabel: string;
}) {
  const id = useId();
  return (
    <div className="flex w-full items-end gap-2 sm:w-auto">
      <FilterField id={`${id}-from`} label={fromLabel} className="flex-1 sm:flex-none">
        <Input
          id={`${id}-from`}
          type="date"
          className="h-8 w-full sm:w-36"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label={toLabel} className="flex-1 sm:flex-none">
        <Input
          id={`${id}-to`}
          type="date"
          className="h-8 w-full sm:w-36"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </FilterField>
    </div>
  );
}
