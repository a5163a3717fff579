'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import type { BulkSelection } from './bulk-request';

const FILTERS = [
  ['building', 'text'],
  ['section', 'numeric'],
  ['rooms', 'numeric'],
  ['floorFrom', 'numeric'],
  ['floorTo', 'numeric'],
] as const;

/** Which units: the rows ticked in the table, or building, section, rooms and a floor range. */
export function BulkSelectionFields({
  value,
  onChange,
  ticked,
  error,
}: {
  value: BulkSelection;
  onChange: (next: BulkSelection) => void;
  ticked: number;
  error?: string;
}) {
  const t = useTranslations('pricing.bulkConditions.selection');
  const id = useId();
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{t('legend')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {(['ticked', 'filter'] as const).map((mode) => (
          <label key={mode} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              className="size-4 accent-primary"
              checked={value.mode === mode}
              disabled={mode === 'ticked' && ticked === 0}
              onChange={() => onChange({ ...value, mode })}
            />
            {mode === 'ticked' ? t('ticked', { count: ticked }) : t('filter')}
          </label>
        ))}
      </div>
      {value.mode === 'filter' ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {FILTERS.map(([key, inputMode]) => (
            <div key={key} className="grid gap-1.5">
              <Label htmlFor={`${id}-${key}`} className="text-xs text-muted-foreground">
                {t(key)}
              </Label>
              <Input
                id={`${id}-${key}`}
                inputMode={inputMode}
                className="h-8"
                value={value[key]}
                onChange={(e) => onChange({ ...value, [key]: e.target.value })}
              />
            </div>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
