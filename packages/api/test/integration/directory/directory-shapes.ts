/** Shapes and request builders shared by the directory tests. */
export const page = (
  extra: Partial<{ page: number; limit: number; order_by: string; direction: 'asc' | 'desc' }> = {},
) => ({
  page: 1,
  limit: 20,
  order_by: 'id',
  direction: 'asc' as const,
  ...extra,
});
export type Filter = {
  property: string;
  operator: 'IN' | 'NOT_IN' | 'EQ' | 'NE' | 'LIKE' | 'IS_NULL' | 'GT' | 'GTE' | 'LT' | 'LTE';
  value: (string | number | boolean | null)[];
};
export const list = (filters: Filter[] = [], pagination = page()) => ({
  filter: { filters },
  pagination,
});

export const COMMON_KEYS = ['active', 'created_at', 'deleted_at', 'id', 'updated_at'];
export const keysOf = (o: object) => Object.keys(o).sort();
export const PARTNER_KEYS = [
  ...COMMON_KEYS,
  'comment',
  'inn',
  'legal_name',
  'name',
  'partner_type',
  'region',
  'subsidiary',
].sort();
export const ROLE_KEYS = [...COMMON_KEYS, 'title'].sort();
export const EMPLOYEE_KEYS = [
  ...COMMON_KEYS,
  'department',
  'first_name',
  'last_name',
  'roles',
  'second_name',
  'user',
].sort();
export const AGENT_KEYS = [
  ...COMMON_KEYS,
  'curator',
  'first_name',
  'last_name',
  'partners',
  'roles',
  'second_name',
  'user',
].sort();
