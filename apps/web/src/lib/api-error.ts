import { TRPCClientError } from '@trpc/client';
import { APP_CODES } from '@app/api/app-codes';

export interface ApiErrorInfo {
  appCode: string;
  message: string;
  fieldErrors: Record<string, string[]>;
}

/** The public error shape (docs/api.md#errors), from whatever a mutation or query threw. */
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
 * Every appCode of docs/api.md#app-codes, and NETWORK_ERROR for a call that got no
 * answer: each has its text in the `errors` catalog of messages/*.json, in every language.
 */
export const ERROR_CODES = [
  ...APP_CODES,
  'NETWORK_ERROR',
] as const satisfies readonly (keyof Messages['errors'])[];
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (code: string): code is ErrorCode =>
  (ERROR_CODES as readonly string[]).includes(code);

/**
 * Whether a query for one record failed because the caller has no such record: its not-found
 * appCode (404: never there, deleted, or another's where the caller sees only their own), or an
 * id that is not even well-formed (a mistyped address fails validation on `id`).
 */
export function isRecordMissing(
  { appCode, fieldErrors }: ApiErrorInfo,
  notFoundCode: ErrorCode,
): boolean {
  return appCode === notFoundCode || (appCode === 'VALIDATION_ERROR' && 'id' in fieldErrors);
}

/**
 * How to word an API error: the catalog's text for its appCode, or, for a code this version of the
 * screens does not know, the server's own message (safe to show, docs/api.md#errors).
 */
export type ErrorText = { code: ErrorCode } | { message: string };

export function errorText({ appCode, message }: ApiErrorInfo): ErrorText {
  if (isErrorCode(appCode)) return { code: appCode };
  return message ? { message } : { code: 'INTERNAL_ERROR' };
}

/**
 * Field errors whose appCode alone says what is wrong with the named fields: their text in the
 * `validation` catalog, whatever words the server used.
 */
export const FIELD_TEXT_BY_CODE = {
  USER_EXISTS: 'inUse',
  RESET_TOKEN_INVALID: 'invalidToken',
} as const satisfies Partial<Record<ErrorCode, keyof Messages['validation']>>;
export type FieldTextKey = (typeof FIELD_TEXT_BY_CODE)[keyof typeof FIELD_TEXT_BY_CODE];

export interface PlacedFieldError<F extends string> {
  field: F;
  /** The catalog text for the error's appCode, when it has one. */
  text?: FieldTextKey;
  /** The server's message (a validation message of the shared schemas). */
  message: string;
}

/**
 * Which of a form's fields the API's field errors belong to (`items.0.name` belongs to `items`).
 * `complete`: every error found its field, so the form needs no message of its own.
 */
export function placeFieldErrors<F extends string>(
  { appCode, fieldErrors }: ApiErrorInfo,
  fields: readonly F[],
): { placed: PlacedFieldError<F>[]; complete: boolean } {
  const text: FieldTextKey | undefined =
    appCode in FIELD_TEXT_BY_CODE
      ? FIELD_TEXT_BY_CODE[appCode as keyof typeof FIELD_TEXT_BY_CODE]
      : undefined;
  const placed: PlacedFieldError<F>[] = [];
  let all = true;
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = fields.find((f) => f === path || path.startsWith(`${f}.`));
    if (field) placed.push({ field, text, message: messages[0] ?? '' });
    else all = false;
  }
  return { placed, complete: all && placed.length > 0 };
}
