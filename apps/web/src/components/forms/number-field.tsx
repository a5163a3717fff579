'use client';

/**
 * Number and money inputs that read the local way of writing numbers, or say why they cannot.
 *
 * Usage. In a react-hook-form form whose value is a number, bind a labelled field with
 * `<NumberField control={form.control} name="price_per_sq_m" label={…} money />` (`money`: at most
 * 2 decimals, shown as "8 644 745,20"; `maxDecimals={n}` for other numbers; `blank={null}` when an
 * empty field must give null rather than undefined). In a table cell or any other bare spot use
 * `<Controller … render={({ field }) => <NumberInput value={field.value}
 * onValueChange={field.onChange} onBlur={field.onBlur} aria-label={…} money />} />`: it prints its
 * own message under the input. A form that keeps the typed text itself (useState) uses
 * `<NumberTextField value={text} onChange={setText} label={…} money />` and reads the text with
 * `readNumber(text, locale, maxDecimals)` from ~/lib/number-text (locale from useNumberLocale()).
 * The value given to the form is the number read exactly ("8 644 745,20", "8644745.20" and
 * "8,644,745.20" all give 8644745.2), undefined (or null) when blank, and NaN when the text cannot
 * be read, so the form's zod schema refuses it while the field shows the reason next to it (not a
 * number; ambiguous, with both readings offered; too many decimals). Nothing is ever scaled.
 * Never use `<input type="number">` or `valueAsNumber` for money: they drop what they cannot read.
 */

import { useId, useState, type InputHTMLAttributes } from 'react';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { useNumberLocale } from '~/lib/format';
import { MONEY_DECIMALS, numberText, readNumber, type NumberRead } from '~/lib/number-text';
import type { FieldFrame } from './input-field';

export interface NumberRules {
  /** Money: at most 2 decimals, shown with exactly 2 once read ("8 644 745,20"). */
  money?: boolean;
  /** At most this many decimals (0: whole numbers only); ignored with `money`. */
  maxDecimals?: number;
}

type NumberValue = number | null | undefined;

const decimalsOf = (rules: NumberRules) => (rules.money ? MONEY_DECIMALS : rules.maxDecimals);

/** The message, in the interface language, for a text that is not a number; undefined if it is one or blank. */
export function useNumberMessage(): (read: NumberRead, maxDecimals?: number) => string | undefined {
  const t = useTranslations('validation');
  return (read, maxDecimals) => {
    if (read.ok || read.error === 'empty') return undefined;
    if (read.error === 'decimals') return t('numberDecimals', { n: maxDecimals ?? 0 });
    if (read.error === 'ambiguous' && read.readings) {
      return t('numberAmbiguous', { thousands: read.readings[0], fraction: read.readings[1] });
    }
    return t('numberFormat');
  };
}

/**
 * The state of one number input: the text as typed (kept while it cannot be read), the value it
 * gives (a number, blank, or NaN), its message, and the input's props. A value set from outside
 * (a form reset, a computed total) replaces the text.
 */
export function useNumberText(
  opts: NumberRules & {
    value: number | string | null | undefined;
    onChange: (value: NumberValue) => void;
    onBlur?: () => void;
    blank?: null;
  },
) {
  const locale = useNumberLocale();
  const message = useNumberMessage();
  const decimals = decimalsOf(opts);
  const show = (v: number | string | null | undefined) =>
    numberText(v, locale, opts.money ? MONEY_DECIMALS : undefined);
  const [text, setText] = useState(() => show(opts.value));
  const [seen, setSeen] = useState(opts.value);
  const [touched, setTouched] = useState(false);
  if (!Object.is(seen, opts.value)) {
    setSeen(opts.value);
    setText(show(opts.value));
  }
  const read = readNumber(text, locale, decimals);
  return {
    text,
    read,
    touched,
    message: message(read, decimals),
    input: {
      value: text,
      inputMode: 'decimal' as const,
      autoComplete: 'off',
      spellCheck: false,
      onChange: (e: { target: { value: string } }) => {
        const next = e.target.value;
        const r = readNumber(next, locale, decimals);
        const v = r.ok ? r.number : r.error === 'empty' ? opts.blank : Number.NaN;
        setText(next);
        setSeen(v);
        opts.onChange(v);
      },
      onBlur: () => {
        setTouched(true);
        // Show how it was read: "8644745.2" becomes "8 644 745,20".
        if (read.ok) setText(show(read.value));
        opts.onBlur?.();
      },
    },
  };
}

export type NumberInputProps = NumberRules &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
    value: number | string | null | undefined;
    onValueChange: (value: NumberValue) => void;
    onBlur?: () => void;
    /** What a blank input gives: undefined (the default) or null. */
    blank?: null;
  };

/** A bare number input (a table cell): prints its own message under it once left unreadable. */
export function NumberInput({
  value,
  onValueChange,
  onBlur,
  money,
  maxDecimals,
  blank,
  id,
  ...input
}: NumberInputProps) {
  const autoId = useId();
  const messageId = `${id ?? autoId}-number`;
  const n = useNumberText({ value, onChange: onValueChange, onBlur, money, maxDecimals, blank });
  const message = n.touched ? n.message : undefined;
  const describedBy = [input['aria-describedby'], message ? messageId : null].filter(Boolean);
  return (
    <>
      <Input
        {...input}
        id={id}
        {...n.input}
        aria-invalid={message ? true : input['aria-invalid']}
        aria-describedby={describedBy.join(' ') || undefined}
      />
      {message ? (
        <p id={messageId} className="mt-1 text-xs font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </>
  );
}

type BoundNumberProps<T extends FieldValues, V> = FieldFrame &
  NumberRules & {
    control: Control<T, unknown, V>;
    name: FieldPathByValue<T, number | null | undefined>;
    blank?: null;
    placeholder?: string;
  };

/** A labelled number field bound to a react-hook-form number property (see the note above). */
export function NumberField<T extends FieldValues, V>({
  control,
  name,
  ...props
}: BoundNumberProps<T, V>) {
  return (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => (
        <BoundNumber
          {...props}
          value={field.value as number | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          formError={fieldState.error?.message}
        />
      )}
    />
  );
}

/** NumberField with `money` set: at most 2 decimals, shown as "8 644 745,20". */
export function MoneyField<T extends FieldValues, V>(props: Omit<BoundNumberProps<T, V>, 'money'>) {
  return <NumberField {...props} money />;
}

function BoundNumber({
  label,
  hint,
  className,
  placeholder,
  value,
  onChange,
  onBlur,
  formError,
  ...rules
}: Omit<FieldFrame, 'error'> &
  NumberRules & {
    value: NumberValue;
    onChange: (value: NumberValue) => void;
    onBlur: () => void;
    formError?: string;
    blank?: null;
    placeholder?: string;
  }) {
  const n = useNumberText({ ...rules, value, onChange, onBlur });
  // The reason the text is not a number outranks the schema's "must be a number".
  const error = (n.touched || formError ? n.message : undefined) ?? formError;
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(c) => <Input {...c} {...n.input} placeholder={placeholder} />}
    </Field>
  );
}

/**
 * A labelled number field whose value is the typed text (a form that keeps text and reads it with
 * readNumber when it needs the number); shows why the text is not a number once left, in place of
 * `error`.
 */
export function NumberTextField({
  label,
  hint,
  error,
  className,
  value,
  onChange,
  placeholder,
  ...rules
}: FieldFrame &
  NumberRules & { value: string; onChange: (text: string) => void; placeholder?: string }) {
  const locale = useNumberLocale();
  const message = useNumberMessage();
  const [touched, setTouched] = useState(false);
  const decimals = decimalsOf(rules);
  const read = readNumber(value, locale, decimals);
  const own = touched || error ? message(read, decimals) : undefined;
  return (
    <Field label={label} hint={hint} error={own ?? error} className={className}>
      {(c) => (
        <Input
          {...c}
          value={value}
          placeholder={placeholder}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => {
            setTouched(true);
            if (read.ok) {
              const shown = numberText(
                read.value,
                locale,
                rules.money ? MONEY_DECIMALS : undefined,
              );
              if (shown !== value) onChange(shown);
            }
          }}
        />
      )}
    </Field>
  );
}
