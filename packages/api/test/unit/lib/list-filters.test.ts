import { and, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '@app/db';
import { paginationSchema, filterItemSchema, type FilterItem } from '@app/validators';
import { AppError } from '../../../src/errors';
import { buildFilters, commonProperties, escapeLike, type ListProperty } from '../../../src/lib/list';

const dialect = new PgDialect();
const props: Record<string, ListProperty> = {
  ...commonProperties(users),
  email: { expr: users.email, kind: 'string' },
  region: { expr: users.region, kind: 'uuid' },
};
const render = (filters: FilterItem[]) =>
  dialect.sqlToQuery(and(...buildFilters(props, filters)) ?? sql``);
const U = '6f1c2b9a-3d4e-4f50-8a6b-7c8d9e0f1a2b';

describe('buildFilters', () => {
  it.each([
    // One array parameter whatever the list's length (one prepared statement).
    ['IN', [U], '"users"."id" = any($1::text::uuid[])'],
    ['NOT_IN', [U], '"users"."id" <> all($1::text::uuid[])'],
    ['EQ', [U], '"users"."id" = $1'],
    ['NE', [U], '"users"."id" <> $1'],
  ] as const)('%s on a uuid', (operator, value, sql) => {
    expect(render([{ property: 'id', operator, value: [...value] }]).sql).toBe(sql);
  });

  it('compares dates and booleans with converted parameters', () => {
    const q = render([
      { property: 'created_at', operator: 'GTE', value: ['2026-01-01T00:00:00Z'] },
      { property: 'active', operator: 'EQ', value: ['false'] },
    ]);
    expect(q.sql).toBe('("users"."created_at" >= $1 and "users"."active" = $2)');
    expect(q.params).toEqual(['2026-01-01T00:00:00.000Z', false]);
  });

  it('makes LIKE a case-insensitive contains with wildcards escaped', () => {
    const q = render([{ property: 'email', operator: 'LIKE', value: ['50%_off'] }]);
    expect(q.sql).toBe('"users"."email" ilike $1');
    expect(q.params).toEqual(['%50\\%\\_off%']);
    expect(escapeLike('a\\b')).toBe('a\\\\b');
  });

  it('handles IS_NULL both ways', () => {
    expect(render([{ property: 'region', operator: 'IS_NULL', value: [true] }]).sql).toBe(
      '"users"."region" is null',
    );
    expect(render([{ property: 'region', operator: 'IS_NULL', value: [false] }]).sql).toBe(
      '"users"."region" is not null',
    );
  });

  it('collects every problem as field errors: unknown property, bad value, LIKE on non-text', () => {
    try {
      buildFilters(props, [
        { property: 'password_hash', operator: 'EQ', value: ['x'] },
        { property: 'id', operator: 'IN', value: ['not-a-uuid'] },
        { property: 'active', operator: 'LIKE', value: ['t'] },
      ]);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).appCode).toBe('INVALID_FILTER');
      expect(Object.keys((e as AppError).fieldErrors ?? {})).toEqual([
        'filter.filters.0.property',
        'filter.filters.1.value',
        'filter.filters.2.operator',
      ]);
    }
  });

  it('does not treat inherited object keys as properties', () => {
    expect(() =>
      buildFilters(props, [{ property: 'constructor', operator: 'EQ', value: ['x'] }]),
    ).toThrow(AppError);
  });
});

describe('list input schemas', () => {
  it('defaults pagination and refuses a limit over 100 instead of clamping', () => {
    expect(paginationSchema.parse({})).toEqual({
      page: 1,
      limit: 20,
      order_by: 'id',
      direction: 'asc',
    });
    expect(paginationSchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(paginationSchema.safeParse({ page: 0 }).success).toBe(false);
  });

  it('requires one value for comparisons and at least one for IN', () => {
    expect(
      filterItemSchema.safeParse({ property: 'id', operator: 'EQ', value: ['a', 'b'] }).success,
    ).toBe(false);
    expect(filterItemSchema.safeParse({ property: 'id', operator: 'IN', value: [] }).success).toBe(
      false,
    );
    expect(
      filterItemSchema.safeParse({ property: 'id', operator: 'IS_NULL', value: ['yes'] }).success,
    ).toBe(false);
    expect(
      filterItemSchema.safeParse({ property: 'id', operator: 'BETWEEN', value: [1] }).success,
    ).toBe(false);
  });
});
