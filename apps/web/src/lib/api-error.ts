'use client';

import { useTranslations } from 'next-intl';
import { TRPCClientError } from '@trpc/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface ApiErrorInfo {
  appCode: string;
  message: string;
  fieldErrors: Record<string, string[]>;
}

/** The public error shape of product.md §2, from whatever a mutation or query threw. */
export function readApiError(error: unknown): ApiErrorInfo {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? {}) as { appCode?: string; fieldErrors?: Record<string, string[]> };
    return {
      appCode: data.appCode ?? 'INTERNAL_ERROR',
      message: error.message,
      fieldErrors: data.fieldErrors ?? {},
    };
  }
  return { appCode: 'NETWORK_ERROR', message: '', fieldErrors: {} };
}

/**
 * Puts the server's field errors on the form's fields. Returns true when every error found a
 * field, so the caller knows whether a form-level message is still needed.
 */
export function applyFieldErrors<T extends FieldValues>(
  fieldErrors: Record<string, string[]>,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let all = true;
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = fields.find((f) => f === path || path.startsWith(`${f}.`));
    if (field) setError(field, { type: 'server', message: messages[0] });
    else all = false;
  }
  return all && Object.keys(fieldErrors).length > 0;
}

const KNOWN_CODES = [
  'FORBIDDEN',
  'UNAUTHORIZED',
  'RATE_LIMITED',
  'USER_EXISTS',
  'VALIDATION_ERROR',
  'RESET_TOKEN_INVALID',
  'CSRF_ORIGIN_MISMATCH',
  'UNIT_ALREADY_BOOKED',
  'UNIT_NOT_AVAILABLE',
  'BOOKING_NOT_ACTIVE',
  'UNIT_NOT_FOUND',
  'BOOKING_NOT_FOUND',
  'BOOKING_GROUP_NOT_FOUND',
  'NETWORK_ERROR',
  'INTERNAL_ERROR',
] as const;
type KnownCode = (typeof KNOWN_CODES)[number];

/** A message for the user in the interface language; the server's own (safe) text otherwise. */
export function useApiErrorMessage(): (error: unknown) => string {
  const t = useTranslations('errors');
  return (error) => {
    const { appCode, message } = readApiError(error);
    if ((KNOWN_CODES as readonly string[]).includes(appCode)) return t(appCode as KnownCode);
    return message || t('INTERNAL_ERROR');
  };
}
