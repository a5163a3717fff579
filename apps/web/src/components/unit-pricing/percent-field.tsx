'use client';

import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useNumberText } from '~/components/forms/number-field';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { fractionOfPercent, percentOfFraction, TERM_DECIMALS } from './condition-form';

/**
 * A condition's percent: typed in % the local way ("12,5"), kept in the form as the fraction the
 * API stores (0.125), exactly; blank is null (no percent). Shows why a text is not a number like
 * the other number fields, and the schema's message otherwise.
 */
export function PercentField<T extends FieldValues, V>({
  control,
  name,
  label,
  placeholder,
}: {
  control: Control<T, unknown, V>;
  name: FieldPathByValue<T, number | null | undefined>;
  label: string;
  placeholder?: string;
}) {
  return (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => (
        <BoundPercent
          label={label}
          placeholder={placeholder}
          value={field.value as number | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          formError={fieldState.error?.message}
        />
      )}
    />
  );
}

function BoundPercent(props: {
  label: string;
  placeholder?: string;
  value: number | null | undefined;
  onChange: (fraction: number | null | undefined) => void;
  onBlur: () => void;
  formError?: string;
}) {
  const n = useNumberText({
    value: percentOfFraction(props.value),
    onChange: (percent) => props.onChange(fractionOfPercent(percent)),
    onBlur: props.onBlur,
    maxDecimals: TERM_DECIMALS.percent,
    blank: null,
  });
  // The reason the text is not a number outranks the schema's message.
  const error = (n.touched || props.formError ? n.message : undefined) ?? props.formError;
  return (
    <Field label={props.label} error={error}>
      {(c) => <Input {...c} {...n.input} placeholder={props.placeholder} />}
    </Field>
  );
}
