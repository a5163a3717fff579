import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@app/db';
import { anonymousCaller, callerAs, expectAppError, useTestDb } from '../../helpers';

const t = useTestDb();

const newUser = (n: number, extra: Record<string, unknown> = {}) => ({
  email: `user${n}@test.local`,
  password: 'secret-123',
  phone: `+7999100${String(n).padStart(4, '0')}`,
  first_name: 'Мария',
  last_name: 'Иванова',
  roles: ['ROLE_MANAGER' as const],
  ...extra,
});

describe('users.register', () => {
  it('lets a sales head register a user who can then sign in with ROLE_USER added', async () => {
    const head = await callerAs(t.db, 'head');
    const res = await head.users.register(
      newUser(1, { birth_date: '1990-05-01T00:00:00.000Z', settings: { locale: 'en' } }),
    );
    expect(res.message).toBeTruthy();
    const tokens = await (
      await anonymousCaller(t.db)
    ).auth.login({ login: 'user1@test.local', password: 'secret-123' });
    expect(tokens.access_token).toBeTruthy();
    const me = await (await callerAs(t.db, res.item.id)).users.me();
    expect(me).toMatchObject({
      id: res.item.id,
      email: 'user1@test.local',
      first_name: 'Мария',
      settings: { locale: 'en' },
    });
    expect(me.roles.sort()).toEqual(['ROLE_MANAGER', 'ROLE_USER']);
    expect(new Date(me.birth_date as unknown as string).toISOString()).toBe(
      '1990-05-01T00:00:00.000Z',
    );
  });

  it('answers 409 USER_EXISTS for a taken e-mail (any case) or phone, naming the field', async () => {
    const head = await callerAs(t.db, 'head');
    const e1 = await expectAppError(
      head.users.register(newUser(2, { email: 'HEAD@demo.test' })),
      'CONFLICT',
      'USER_EXISTS',
    );
    expect(e1.fieldErrors).toEqual({ email: ['Already in use'] });
    const e2 = await expectAppError(
      head.users.register(newUser(3, { phone: '+79990000002' })),
      'CONFLICT',
      'USER_EXISTS',
    );
    expect(e2.fieldErrors).toEqual({ phone: ['Already in use'] });
  });

  it('validates the documented limits with field messages', async () => {
    const head = await callerAs(t.db, 'head');
    const e = await expectAppError(
      head.users.register({
        email: 'not-an-email',
        password: '123',
        phone: '+7999',
        first_name: 'x'.repeat(101),
        last_name: 'y'.repeat(101),
        second_name: 'z'.repeat(101),
        region: 'nope',
        birth_date: 'yesterday',
        // @ts-expect-error -- on purpose outside the input type: the schema must refuse it
        roles: ['ROLE_GOD'],
      }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(Object.keys(e.fieldErrors ?? {}).sort()).toEqual(
      [
        'birth_date',
        'email',
        'first_name',
        'last_name',
        'password',
        'phone',
        'region',
        'roles.0',
        'second_name',
      ].sort(),
    );
  });

  it('is for sales heads only', async () => {
    for (const who of ['manager', 'realtor', 'viewer'] as const) {
      await expectAppError(
        (await callerAs(t.db, who)).users.register(newUser(10)),
        'FORBIDDEN',
        'FORBIDDEN',
      );
    }
    await expectAppError((await anonymousCaller(t.db)).users.register(newUser(10)), 'UNAUTHORIZED');
  });
});

describe('users.list', () => {
  it('lists users for managers and sales heads, with filters and pagination', async () => {
    const page = await (
      await callerAs(t.db, 'manager')
    ).users.list({
      filter: { filters: [{ property: 'email', operator: 'LIKE', value: ['@DEMO.test'] }] },
      pagination: { page: 1, limit: 2, order_by: 'email', direction: 'asc' },
    });
    expect(page.pagination).toEqual({ page: 1, limit: 2, page_count: 2, total_count: 4 });
    expect(page.items.map((u) => u.email)).toEqual(['head@demo.test', 'manager@demo.test']);
    expect(page.items[0]).not.toHaveProperty('password_hash');
    expect(page.items[0]?.roles).toContain('ROLE_SALES_HEAD');
  });

  it('never shows the system user and refuses realtors and viewers', async () => {
    const all = await (
      await callerAs(t.db, 'head')
    ).users.list({
      filter: { filters: [] },
      pagination: { page: 1, limit: 100, order_by: 'id', direction: 'asc' },
    });
    expect(all.items.some((u) => u.email.endsWith('.invalid'))).toBe(false);
    for (const who of ['realtor', 'viewer'] as const) {
      await expectAppError(
        (await callerAs(t.db, who)).users.list({
          filter: { filters: [] },
          pagination: { page: 1, limit: 20, order_by: 'id', direction: 'asc' },
        }),
        'FORBIDDEN',
      );
    }
  });

  it('rejects an unknown filter property or order and a limit over 100', async () => {
    const head = await callerAs(t.db, 'head');
    const e = await expectAppError(
      head.users.list({
        filter: { filters: [{ property: 'password_hash', operator: 'EQ', value: ['x'] }] },
        pagination: { page: 1, limit: 20, order_by: 'id', direction: 'asc' },
      }),
      'BAD_REQUEST',
      'INVALID_FILTER',
    );
    expect(e.fieldErrors?.['filter.filters.0.property']?.[0]).toMatch(/Allowed: .*email/);
    await expectAppError(
      head.users.list({
        filter: { filters: [] },
        pagination: { page: 1, limit: 20, order_by: 'password_hash', direction: 'asc' },
      }),
      'BAD_REQUEST',
      'INVALID_ORDER',
    );
    await expectAppError(
      head.users.list({
        filter: { filters: [] },
        pagination: { page: 1, limit: 101, order_by: 'id', direction: 'asc' },
      }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
  });
});

describe('users.updateMe and users.me', () => {
  it('updates the own profile and merges settings', async () => {
    const viewer = await callerAs(t.db, 'viewer');
    await viewer.users.updateMe({
      first_name: 'Игорь',
      last_name: 'Петров',
      phone: '+79991112233',
      settings: { theme: 'dark' },
    });
    await viewer.users.updateMe({ settings: { locale: 'en' } });
    const me = await viewer.users.me();
    expect(me).toMatchObject({
      last_name: 'Петров',
      phone: '+79991112233',
      settings: { theme: 'dark', locale: 'en' },
    });
    await expect(
      (await anonymousCaller(t.db)).auth.login({ login: '+79991112233', password: DEMO_PASSWORD }),
    ).resolves.toHaveProperty('access_token');
  });

  it('refuses a phone of another user and the documented limits', async () => {
    const viewer = await callerAs(t.db, 'viewer');
    await expectAppError(
      viewer.users.updateMe({ phone: '+79990000001' }),
      'CONFLICT',
      'USER_EXISTS',
    );
    const e = await expectAppError(
      viewer.users.updateMe({ phone: '1'.repeat(21), first_name: 'x'.repeat(101) }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(Object.keys(e.fieldErrors ?? {}).sort()).toEqual(['first_name', 'phone']);
  });
});

describe('auth.roles', () => {
  it('lists the authentication roles with title and slug', async () => {
    const res = await (
      await callerAs(t.db, 'viewer')
    ).auth.roles({
      filter: { filters: [] },
      pagination: { page: 1, limit: 20, order_by: 'slug', direction: 'asc' },
    });
    expect(res.items.map((r) => r.slug)).toEqual([
      'ROLE_MANAGER',
      'ROLE_READ_ONLY',
      'ROLE_REALTOR',
      'ROLE_SALES_HEAD',
      'ROLE_USER',
    ]);
    expect(res.items[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        title: expect.any(String),
        active: true,
        deleted_at: null,
      }),
    );
  });
});
