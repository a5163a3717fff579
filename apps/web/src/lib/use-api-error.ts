'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText, placeFieldErrors, readApiError } from './api-error';

/** A message for the user in the interface language, chosen by the error's appCode. */
export function useApiErrorMessage(): (error: unknown) => string {
  const t = useTranslations('errors');
  return (error) => {
    const text = errorText(readApiError(error));
    return 'code' in text ? t(text.code) : text.message;
  };
}

/**
 * Shows an API error on a react-hook-form form: field errors on their fields, the rest as one
 * form-level message, which it returns (null when every error found its field).
 */
export function useFormApiError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): (error: unknown) => string | null {
  const message = useApiErrorMessage();
  const tv = useTranslations('validation');
  return (error) => {
    const { placed, complete } = placeFieldErrors(readApiError(error), fields);
    for (const p of placed)
      setError(p.field, { type: 'server', message: p.text ? tv(p.text) : p.message });
    return complete ? null : message(error);
  };
}
