import { describe, expect, it } from 'vitest';
import en from '@app/messages/en.json';
import ru from '@app/messages/ru.json';
import { birthDate, createDiscountConditionInput, DATE_RANGE_MESSAGE, text } from '@app/validators';
import { matchValidationMessage } from '../../../src/lib/validation-message';
import { signInErrorText, SIGN_IN_ERRORS, toSignInErrorKey } from '../../../src/lib/sign-in-errors';

/** Every message path of a catalog ("errors.FORBIDDEN", "units.card.book", ...). */
function paths(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => paths(v, prefix ? `${prefix}.${k}` : k));
}

describe('the catalogs', () => {
  it('have the same messages in Russian and English', () => {
    expect(paths(ru).sort()).toEqual(paths(en).sort());
  });
});

describe('matchValidationMessage', () => {
  it.each([
    ['Required', 'required', 0],
    ['At least 6 characters', 'minLength', 6],
    ['At most 1 character', 'maxLength', 1],
    ['At most 255 characters', 'maxLength', 255],
    ['Must be exactly 12 characters, e.g. +79991234567', 'exactLength', 12],
    ['Must be + followed by 11 digits, e.g. +79991234567', 'phone', 0],
    ['Must be a valid e-mail address', 'email', 0],
    ['Must be a UUID', 'uuid', 0],
    ['Must be an ISO 8601 date-time, e.g. 2026-11-20T10:00:00.000Z', 'dateTime', 0],
    ['Must be in the future', 'future', 0],
    ['No active user with this id', 'noUser', 0],
    ['No booking with this id', 'noBooking', 0],
    ['At most 100 bookings', 'maxItems', 100],
    ['At most 30 working days from now (until 2027-01-08T09:00:00.000Z)', 'maxHold', 30],
    ['This discount needs a comment', 'commentRequired', 0],
  ] as const)('maps "%s" to %s', (message, key, n) => {
    expect(matchValidationMessage(message)).toEqual({ key, n });
    expect(en.validation[key]).toBeTruthy();
    expect(ru.validation[key]).toBeTruthy();
  });

  it.each([
    ['a\u0000b', 'noNul'],
    ['x\ud800y', 'noSurrogate'],
  ] as const)('maps the text guard’s own message for %j to %s', (value, key) => {
    const result = text().safeParse(value);
    const message = result.success ? '' : (result.error.issues[0]?.message ?? '');
    expect(matchValidationMessage(message)?.key).toBe(key);
  });

  it('maps the money rules’ own messages (kopecks, percent decimals, the cap, rules)', () => {
    const base = {
      id: crypto.randomUUID(),
      unit: crypto.randomUUID(),
      discount: crypto.randomUUID(),
    };
    const cases = [
      [{ sum: 1e-9 }, 'numberDecimals', 2],
      [{ sum: 0.001 }, 'numberDecimals', 2],
      [{ percent: 0.1234567 }, 'numberDecimals', 6],
      [{ sum: 1e15 }, 'tooLarge', 0],
      [{ sum: -1 }, 'nonNegative', 0],
      [{ rules: [{ rule: 'RULE_X', value: 'true' }] }, 'unknownRule', 0],
      [{ percent: 1.5 }, 'percentRange', 0],
    ] as const;
    for (const [fields, key, n] of cases) {
      const result = createDiscountConditionInput.safeParse({ ...base, ...fields });
      const message = result.success ? '' : (result.error.issues[0]?.message ?? '');
      expect(matchValidationMessage(message), message).toEqual({ key, n });
      expect(en.validation[key]).toBeTruthy();
      expect(ru.validation[key]).toBeTruthy();
    }
  });

  it('maps the date rules’ own messages', () => {
    expect(matchValidationMessage(DATE_RANGE_MESSAGE)?.key).toBe('dateRange');
    const future = birthDate.safeParse('2199-01-01T00:00:00.000Z');
    expect(matchValidationMessage(future.error?.issues[0]?.message ?? '')?.key).toBe('past');
    for (const key of ['dateRange', 'past', 'noNul', 'noSurrogate', 'maxHold'] as const) {
      expect(en.validation[key]).toBeTruthy();
      expect(ru.validation[key]).toBeTruthy();
    }
  });

  it('lets an unknown message through', () => {
    expect(matchValidationMessage('IS_NULL takes [true] or [false]')).toBeNull();
  });
});

describe('sign-in errors', () => {
  it('keeps the codes the sign-in reports, and calls anything else a failed sign-in', () => {
    expect(toSignInErrorKey(undefined)).toBeNull();
    expect(toSignInErrorKey('')).toBeNull();
    expect(toSignInErrorKey('USER_INACTIVE')).toBe('USER_INACTIVE');
    expect(toSignInErrorKey('CredentialsSignin')).toBe('SIGN_IN_FAILED');
  });

  it.each(SIGN_IN_ERRORS)('has a text for %s in both languages', (error) => {
    const text = signInErrorText(error);
    for (const messages of [en, ru]) {
      const shown = 'own' in text ? messages.signIn.errors[text.own] : messages.errors[text.code];
      expect(shown).toBeTruthy();
    }
  });

  it('words a wrong password as every screen does (by its appCode)', () => {
    expect(signInErrorText('INVALID_CREDENTIALS')).toEqual({ code: 'INVALID_CREDENTIALS' });
    expect(ru.errors.INVALID_CREDENTIALS).toBe('Неверный логин или пароль.');
  });
});
