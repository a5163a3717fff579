import { TRPCClientError } from '@trpc/client';
import { APP_CODES } from '@app/api/errors';
import { describe, expect, it } from 'vitest';
import en from '@app/messages/en.json';
import ru from '@app/messages/ru.json';
import {
  ERROR_CODES,
  errorText,
  FIELD_TEXT_BY_CODE,
  isErrorCode,
  isRecordMissing,
  placeFieldErrors,
  readApiError,
  type ApiErrorInfo,
} from '../../../src/lib/api-error';

const info = (over: Partial<ApiErrorInfo>): ApiErrorInfo => ({
  appCode: 'VALIDATION_ERROR',
  message: 'Some fields are not valid',
  fieldErrors: {},
  ...over,
});

describe('the error catalog', () => {
  it('knows every appCode the API answers with (APP_CODES, docs/api.md#app-codes)', () => {
    expect(APP_CODES.filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it.each([
    ['en', en],
    ['ru', ru],
  ])('has a text for every code in %s', (_, messages) => {
    expect(Object.keys(messages.errors).sort()).toEqual([...ERROR_CODES].sort());
    for (const text of Object.values(messages.errors)) expect(text.trim()).not.toBe('');
  });

  it.each([
    ['en', en],
    ['ru', ru],
  ])('has the field texts that appCodes point to in %s', (_, messages) => {
    for (const key of Object.values(FIELD_TEXT_BY_CODE))
      expect(messages.validation[key]).toBeTruthy();
  });
});

describe('readApiError', () => {
  it('reads appCode, message and field errors of a tRPC error', () => {
    const error = new TRPCClientError('A user with this e-mail already exists', {
      result: {
        error: {
          code: -32603,
          message: 'A user with this e-mail already exists',
          data: { appCode: 'USER_EXISTS', fieldErrors: { email: ['Already in use'] } },
        },
      },
    });
    expect(readApiError(error)).toEqual({
      appCode: 'USER_EXISTS',
      message: 'A user with this e-mail already exists',
      fieldErrors: { email: ['Already in use'] },
    });
  });

  it('takes a tRPC error without an appCode for an internal error', () => {
    expect(readApiError(new TRPCClientError('boom'))).toEqual({
      appCode: 'INTERNAL_ERROR',
      message: 'boom',
      fieldErrors: {},
    });
  });

  it('takes anything else for a call that got no answer', () => {
    expect(readApiError(new TypeError('Failed to fetch')).appCode).toBe('NETWORK_ERROR');
  });
});

describe('isRecordMissing', () => {
  it.each([
    ['its own not-found code', info({ appCode: 'BOOKING_NOT_FOUND' }), true],
    ['a malformed id', info({ fieldErrors: { id: ['Must be a UUID'] } }), true],
    ['another record missing', info({ appCode: 'BOOKING_GROUP_NOT_FOUND' }), false],
    ['a validation error elsewhere', info({ fieldErrors: { name: ['Required'] } }), false],
    ['a refusal', info({ appCode: 'FORBIDDEN' }), false],
    ['no answer at all', info({ appCode: 'NETWORK_ERROR' }), false],
  ])('tells a missing booking from %s', (_, error, missing) => {
    expect(isRecordMissing(error, 'BOOKING_NOT_FOUND')).toBe(missing);
  });
});

describe('errorText', () => {
  it('words a known appCode from the catalog, not from the server', () => {
    expect(errorText(info({ appCode: 'UNIT_ALREADY_BOOKED', message: 'Taken' }))).toEqual({
      code: 'UNIT_ALREADY_BOOKED',
    });
  });

  it("shows the server's safe message for a code it does not know", () => {
    expect(errorText(info({ appCode: 'PRICE_LOCKED', message: 'Prices are locked' }))).toEqual({
      message: 'Prices are locked',
    });
  });

  it('falls back to the internal error when an unknown code comes without a message', () => {
    expect(errorText(info({ appCode: 'PRICE_LOCKED', message: '' }))).toEqual({
      code: 'INTERNAL_ERROR',
    });
  });
});

describe('placeFieldErrors', () => {
  const FIELDS = ['email', 'phone', 'roles'] as const;

  it('puts each error on its field, a dotted path on its first part', () => {
    const { placed, complete } = placeFieldErrors(
      info({ fieldErrors: { email: ['Must be a valid e-mail address'], 'roles.1': ['Invalid'] } }),
      FIELDS,
    );
    expect(placed).toEqual([
      { field: 'email', text: undefined, message: 'Must be a valid e-mail address' },
      { field: 'roles', text: undefined, message: 'Invalid' },
    ]);
    expect(complete).toBe(true);
  });

  it('words the fields by the appCode when it says what is wrong', () => {
    const { placed } = placeFieldErrors(
      info({ appCode: 'USER_EXISTS', fieldErrors: { phone: ['Already in use'] } }),
      FIELDS,
    );
    expect(placed).toEqual([{ field: 'phone', text: 'inUse', message: 'Already in use' }]);
  });

  it('is incomplete when an error names no field of the form', () => {
    const result = placeFieldErrors(
      info({ appCode: 'RESET_TOKEN_INVALID', fieldErrors: { token: ['Invalid'] } }),
      ['new_password'],
    );
    expect(result).toEqual({ placed: [], complete: false });
  });

  it('is incomplete without field errors, so the form shows the message', () => {
    expect(placeFieldErrors(info({ appCode: 'FORBIDDEN' }), FIELDS).complete).toBe(false);
  });
});
