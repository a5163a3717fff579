'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Building2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { useValidationMessage } from '~/lib/use-validation-message';
import { OfferUnitRow } from './offer-unit-row';
import { blankUnit, type OfferValues } from './offer-values';
import { UnitSearch } from './unit-search';
import { MAX_OFFER_UNITS, type OfferUnit, type useOfferUnits } from './use-offer-units';

interface Props {
  control: Control<OfferValues>;
  register: UseFormRegister<OfferValues>;
  errors: FieldErrors<OfferValues>['units'];
  units: ReturnType<typeof useOfferUnits>;
}

/** The offer's units: found by code or name and added, each with its own settings. */
export function OfferUnits({ control, register, errors, units }: Props) {
  const t = useTranslations('documents.offer.units');
  const translate = useValidationMessage();
  const rows = useFieldArray({ control, name: 'units' });
  const chosen = useMemo(() => new Set(rows.fields.map((f) => f.unit)), [rows.fields]);
  const full = rows.fields.length >= MAX_OFFER_UNITS;
  const listError = translate(errors?.message ?? errors?.root?.message);

  const add = (unit: OfferUnit) => {
    units.remember(unit);
    rows.append(blankUnit(unit.id), { shouldFocus: false });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title', { count: rows.fields.length })}</CardTitle>
        <CardDescription>{t('hint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <UnitSearch
          chosen={chosen}
          onAdd={add}
          disabled={full}
          hint={full ? t('full', { max: MAX_OFFER_UNITS }) : t('searchHint')}
        />
        {listError ? (
          <p className="text-sm font-medium text-destructive" role="alert">
            {listError}
          </p>
        ) : null}
        {rows.fields.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            <Building2 className="size-7" aria-hidden />
            {t('empty')}
          </div>
        ) : (
          <ol className="grid gap-3" aria-label={t('listLabel')}>
            {rows.fields.map((field, index) => (
              <OfferUnitRow
                key={field.id}
                index={index}
                unit={units.find(field.unit)}
                control={control}
                register={register}
                errors={errors?.[index]}
                onRemove={() => rows.remove(index)}
              />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
