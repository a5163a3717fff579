/**
 * Issue 7, "medium: 500s" and "low: updateMe": hostile input answers 400 naming the field, never a
 * 500 (which would also log the SQL and its parameters).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoUserId, regions, users } from '@app/db';
import type { FilterItem } from '@app/validators';
import {
  anonymousCaller,
  availableUnits,
  callerAs,
  expectAppError,
  PAGE,
  useTestDb,
} from '../../helpers';

const t = useTestDb();
const NUL = 'a\u0000b';
const LONE = 'a\uD800b';

const listWith = (filter: FilterItem) => ({ filter: { filters: [filter] }, pagination: PAGE });
const unitPage = { page: 1, limit: 20, order_by: 'id', direction: 'asc' as const };

describe('number and date filters beyond their range: 400 INVALID_FILTER naming the filter', () => {
  it.each([
    ['number GT 1e308', { property: 'number', operator: 'GT', value: [1e308] }],
    ['number EQ 1.5', { property: 'number', operator: 'EQ', value: [1.5] }],
    [
      'created_at in year 0',
      { property: 'created_at', operator: 'GTE', value: ['0000-01-01T00:00:00Z'] },
    ],
    [
      'created_at in +275760',
      { property: 'created_at', operator: 'LT', value: ['+275760-09-13T00:00:00.000Z'] },
    ],
    [
      'created_at in -271821',
      { property: 'created_at', operator: 'GT', value: ['-271821-04-20T00:00:00.000Z'] },
    ],
  ] as [string, FilterItem][])('bookings.list: %s', async (_, filter) => {
    const head = await callerAs(t.db, 'head');
    const e = await expectAppError(
      head.bookings.list(listWith(filter)),
      'BAD_REQUEST',
      'INVALID_FILTER',
    );
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['filter.filters.0.value']);
  });

  it('units.list: floor EQ 1.5 and floor GT 1e308', async () => {
    const head = await callerAs(t.db, 'head');
    for (const value of [1.5, 1e308]) {
      const e = await expectAppError(
        head.units.list({
          filter: { filters: [{ property: 'floor', operator: 'EQ', value: [value] }] },
          pagination: unitPage,
        }),
        'BAD_REQUEST',
        'INVALID_FILTER',
      );
      expect(Object.keys(e.fieldErrors ?? {})).toEqual(['filter.filters.0.value']);
    }
  });
});

describe('dates in inputs outside 1900-2200: 400 VALIDATION_ERROR naming the field', () => {
  it.each(['0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z'])(
    'bookings.create and bookings.search with %s',
    async (date) => {
      const [unit] = await availableUnits(t.db, 1);
      const head = await callerAs(t.db, 'head');
      const create = await expectAppError(
        head.bookings.create({ unit: unit as string, expiration_date: date }),
        'BAD_REQUEST',
        'VALIDATION_ERROR',
      );
      expect(Object.keys(create.fieldErrors ?? {})).toEqual(['expiration_date']);
      const search = await expectAppError(
        head.bookings.search({ filter: { expiration_date_from: date }, pagination: PAGE }),
        'BAD_REQUEST',
        'VALIDATION_ERROR',
      );
      expect(Object.keys(search.fieldErrors ?? {})).toEqual(['filter.expiration_date_from']);
    },
  );
});

describe('NUL bytes and lone surrogates: 400 VALIDATION_ERROR naming the field', () => {
  it.each([
    ['NUL', NUL],
    ['a lone surrogate', LONE],
  ])(
    '%s in a filter, a search, a comment, a name, a directory query and a login',
    async (_, bad) => {
      const head = await callerAs(t.db, 'head');
      const [unit] = await availableUnits(t.db, 1);
      // Thunks: each call starts only when awaited, so none rejects unobserved.
      const calls: [() => Promise<unknown>, string][] = [
        [
          () =>
            head.bookings.list(listWith({ property: 'comment', operator: 'LIKE', value: [bad] })),
          'filter.filters.0.value.0',
        ],
        [() => head.bookings.search({ filter: { query: bad }, pagination: PAGE }), 'filter.query'],
        [() => head.bookings.create({ unit: unit as string, comment: bad }), 'comment'],
        [() => head.users.updateMe({ first_name: bad }), 'first_name'],
        [
          () => head.directory.users({ filter: { full_name: bad }, pagination: unitPage }),
          'filter.full_name',
        ],
        [
          async () =>
            (await anonymousCaller(t.db)).auth.login({
              login: `head${bad}@demo.test`,
              password: bad,
            }),
          'login',
        ],
      ];
      for (const [call, field] of calls) {
        const e = await expectAppError(call(), 'BAD_REQUEST', 'VALIDATION_ERROR');
        expect(Object.keys(e.fieldErrors ?? {}), field).toContain(field);
      }
    },
  );
});

describe('users.updateMe', () => {
  const settingsOf = async (who: 'viewer' | 'manager') =>
    (
      await t.db
        .select()
        .from(users)
        .where(eq(users.id, demoUserId(who)))
    )[0]?.settings;

  it('refuses settings nested 50,000 deep and settings over 16 KiB', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 50_000; i++) deep = { a: deep };
    const viewer = await callerAs(t.db, 'viewer');
    for (const settings of [{ deep }, { big: 'x'.repeat(17 * 1024) }]) {
      const e = await expectAppError(
        viewer.users.updateMe({ settings: settings as Record<string, unknown> }),
        'BAD_REQUEST',
        'VALIDATION_ERROR',
      );
      expect(Object.keys(e.fieldErrors ?? {})).toEqual(['settings']);
    }
  });

  it('keeps all settings together within 16 KiB: five 10 KiB updates cannot pile up', async () => {
    const viewer = await callerAs(t.db, 'viewer');
    await viewer.users.updateMe({ settings: { a: 'x'.repeat(10 * 1024) } });
    const e = await expectAppError(
      viewer.users.updateMe({ settings: { b: 'x'.repeat(10 * 1024) } }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['settings']);
    expect(Object.keys((await settingsOf('viewer')) as object)).not.toContain('b');
  });

  it('merges settings key by key and removes a key sent as null', async () => {
    const manager = await callerAs(t.db, 'manager');
    await manager.users.updateMe({ settings: { locale: 'en', grid: { dense: true } } });
    await manager.users.updateMe({ settings: { locale: null, theme: 'dark' } });
    expect(await settingsOf('manager')).toMatchObject({ grid: { dense: true }, theme: 'dark' });
    expect(await settingsOf('manager')).not.toHaveProperty('locale');
  });

  it.each([
    ['phone "abc"', { phone: 'abc' }, 'phone'],
    ['a phone that is not +7XXXXXXXXXX', { phone: '+12025550123' }, 'phone'],
    ['an unknown region', { region: '9b2f1c4e-0000-4000-8000-00000000dead' }, 'region'],
    ['birth date 9999', { birth_date: '9999-01-01T00:00:00.000Z' }, 'birth_date'],
    ['birth date in the future', { birth_date: '2199-01-01T00:00:00.000Z' }, 'birth_date'],
    ['birth date before 1900', { birth_date: '1899-01-01T00:00:00.000Z' }, 'birth_date'],
  ])('refuses %s, naming the field', async (_, input, field) => {
    const viewer = await callerAs(t.db, 'viewer');
    const e = await expectAppError(viewer.users.updateMe(input), 'BAD_REQUEST', 'VALIDATION_ERROR');
    expect(Object.keys(e.fieldErrors ?? {})).toEqual([field]);
  });

  it('accepts an existing region, a +7 phone and a past birth date', async () => {
    const [region] = await t.db.select({ id: regions.id }).from(regions).limit(1);
    const viewer = await callerAs(t.db, 'viewer');
    await viewer.users.updateMe({
      region: region?.id,
      phone: '+79990001234',
      birth_date: '1990-05-01T00:00:00.000Z',
    });
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, demoUserId('viewer')));
    expect(row).toMatchObject({ region: region?.id, phone: '+79990001234' });
  });
});
