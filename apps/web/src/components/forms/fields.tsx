'use client';

import type { ReactElement, ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { CardFooter } from '~/components/ui/card';
import { CheckboxField } from '~/components/ui/checkbox';
import { DateInput } from '~/components/ui/date-input';
import { DateTimeInput } from '~/components/ui/date-time-input';
import { Field, type ControlProps } from '~/components/ui/field';
import { Select, type SelectOption } from '~/components/ui/select';
import { SubmitButton, type FieldFrame } from './input-field';

export { GridFormError, InputField, SubmitButton, type FieldFrame } from './input-field';

/**
 * Props of a field bound to one string property of a react-hook-form form whose values are `T`
 * (and `V` once its resolver has transformed them).
 */
export type BoundFieldProps<T extends FieldValues, V> = FieldFrame & {
  control: Control<T, unknown, V>;
  name: FieldPathByValue<T, string | undefined>;
};

interface StringControl {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur: () => void;
}

/** A `Field` whose control is driven by a `Controller` (a string value). */
export function ControlledField<T extends FieldValues, V>({
  control,
  name,
  render,
  ...frame
}: BoundFieldProps<T, V> & { render: (c: ControlProps, field: StringControl) => ReactElement }) {
  return (
    <Field {...frame}>
      {(c) => (
        <Controller
          control={control}
          name={name as Path<T>}
          render={({ field }) =>
            render(c, {
              value: field.value as string | undefined,
              onChange: field.onChange,
              onBlur: field.onBlur,
            })
          }
        />
      )}
    </Field>
  );
}

/** A date and time in the user's time zone (ISO value), optionally not before `min`. */
export function DateTimeField<T extends FieldValues, V>({
  min,
  ...props
}: BoundFieldProps<T, V> & { min?: Date }) {
  return (
    <ControlledField
      {...props}
      render={(c, field) => <DateTimeInput {...c} {...field} min={min} />}
    />
  );
}

/** A calendar date (midnight UTC ISO value). */
export function DateField<T extends FieldValues, V>(props: BoundFieldProps<T, V>) {
  return <ControlledField {...props} render={(c, field) => <DateInput {...c} {...field} />} />;
}

/** A select of `options`. */
export function SelectField<T extends FieldValues, V>({
  options,
  placeholder,
  disabled,
  ...props
}: BoundFieldProps<T, V> & { options: SelectOption[]; placeholder?: string; disabled?: boolean }) {
  return (
    <ControlledField
      {...props}
      render={(c, field) => (
        <Select
          {...c}
          value={field.value}
          onValueChange={field.onChange}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    />
  );
}

type RegionText = 'region' | 'regionPlaceholder' | 'noRegions';

/** The region select (texts from the form's catalog): disabled while there are no regions. */
export function RegionField<T extends FieldValues, V>({
  regions,
  text,
  ...props
}: Omit<BoundFieldProps<T, V>, 'label'> & {
  regions: SelectOption[];
  text: (key: RegionText) => string;
}) {
  return (
    <SelectField
      {...props}
      label={text('region')}
      options={regions}
      placeholder={regions.length ? text('regionPlaceholder') : text('noRegions')}
      disabled={regions.length === 0}
    />
  );
}

/** A labelled checkbox bound to one boolean property (absent counts as unticked). */
export function BoundCheckboxField<T extends FieldValues, V>({
  control,
  name,
  label,
  description,
}: {
  control: Control<T, unknown, V>;
  name: FieldPathByValue<T, boolean | null | undefined>;
  label: ReactNode;
  description?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field }) => (
        <CheckboxField
          label={label}
          description={description}
          checked={field.value === true}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

/** Reset and Save of an edit form in a card: both off until something changed. */
export function ResetSaveFooter({
  dirty,
  pending,
  onReset,
  resetLabel,
  saveLabel,
}: {
  dirty: boolean;
  pending: boolean;
  onReset: () => void;
  resetLabel: string;
  saveLabel: string;
}) {
  return (
    <CardFooter>
      <Button variant="secondary" disabled={!dirty || pending} onClick={onReset}>
        {resetLabel}
      </Button>
      <SubmitButton pending={pending} disabled={!dirty}>
        {saveLabel}
      </SubmitButton>
    </CardFooter>
  );
}
