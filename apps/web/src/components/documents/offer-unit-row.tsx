'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { BoundCheckboxField } from '~/components/forms/fields';
import { InputField } from '~/components/forms/input-field';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { useMoney } from '~/lib/format';
import { useValidationMessage } from '~/lib/use-validation-message';
import { blankToUndefined } from './manager';
import { OfferDiscounts } from './offer-discounts';
import type { OfferUnitValues, OfferValues } from './offer-values';
import { RemoveButton } from './remove-button';
import type { OfferUnit } from './use-offer-units';

const MAX_OPTIONS = 30;

interface Props {
  index: number;
  /** The unit's record; undefined while it loads, null when there is no such unit. */
  unit: OfferUnit | null | undefined;
  control: Control<OfferValues>;
  register: UseFormRegister<OfferValues>;
  errors: FieldErrors<OfferUnitValues> | undefined;
  onRemove: () => void;
}

/** One unit of the offer: its facts, the name to print, the facing flag and the options shown. */
export function OfferUnitRow({ index, unit, control, register, errors, onRemove }: Props) {
  const t = useTranslations('documents.offer.unit');
  // Issued for a booking: its agreed price is printed, no discounts to choose.
  const booked = useWatch({ control, name: `units.${index}.booking` });
  const money = useMoney();
  const translate = useValidationMessage();
  const id = useId();
  const options = useFieldArray({ control, name: `units.${index}.options` });
  const code = unit?.code ?? (unit === null ? t('missing') : '…');

  return (
    <li
      className="grid gap-4 rounded-lg border p-4"
      data-testid="offer-unit"
      data-unit-code={unit?.code}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <h3 className="font-mono text-sm font-semibold">{code}</h3>
          {unit ? (
            <p className="text-sm text-muted-foreground">
              {[
                unit.name,
                t('floor', { floor: unit.floor }),
                unit.price === null ? t('noPrice') : money(unit.price),
              ].join(' · ')}
            </p>
          ) : unit === null ? (
            <p className="text-sm text-destructive">{t('missingHint')}</p>
          ) : (
            <div className="h-4 w-48 animate-pulse rounded bg-muted" aria-hidden />
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('remove', { code })}
          title={t('remove', { code })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label={t('printedName')}
          hint={t('printedNameHint')}
          error={errors?.unit_name?.message}
          placeholder={unit?.name}
          {...register(`units.${index}.unit_name`, { setValueAs: blankToUndefined })}
        />
        <div className="sm:pt-6">
          <BoundCheckboxField
            control={control}
            name={`units.${index}.show_facing`}
            label={t('showFacing')}
          />
        </div>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('options')}</legend>
        {options.fields.length === 0 ? (
          <p className="text-xs text-muted-foreground">{t('noOptions')}</p>
        ) : (
          <ul className="grid gap-2">
            {options.fields.map((field, i) => {
              const error =
                errors?.options?.[i]?.def?.message ?? errors?.options?.[i]?.value?.message;
              const errorId = `${id}-option-${i}-error`;
              return (
                <li key={field.id} className="grid gap-1">
                  <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2">
                    <Input
                      aria-label={t('optionName', { n: i + 1 })}
                      placeholder={t('optionNamePlaceholder')}
                      aria-invalid={errors?.options?.[i]?.def ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      {...register(`units.${index}.options.${i}.def`)}
                    />
                    <Input
                      aria-label={t('optionValue', { n: i + 1 })}
                      placeholder={t('optionValuePlaceholder')}
                      aria-invalid={errors?.options?.[i]?.value ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      {...register(`units.${index}.options.${i}.value`)}
                    />
                    <RemoveButton
                      label={t('removeOption', { n: i + 1 })}
                      onClick={() => options.remove(i)}
                    />
                  </div>
                  {error ? (
                    <p id={errorId} className="text-xs font-medium text-destructive">
                      {translate(error)}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          disabled={options.fields.length >= MAX_OPTIONS}
          onClick={() => options.append({ def: '', value: '' })}
        >
          <Plus aria-hidden />
          {t('addOption')}
        </Button>
      </fieldset>

      {booked ? (
        <p className="text-sm text-muted-foreground" data-testid="offer-booked-price">
          {t('bookedPrice')}
        </p>
      ) : unit ? (
        <OfferDiscounts
          unitId={unit.id}
          index={index}
          control={control}
          error={errors?.discounts?.message ? translate(errors.discounts.message) : undefined}
        />
      ) : null}
    </li>
  );
}
