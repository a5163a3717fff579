/**
 * The role matrix for the money inputs' 400s: each bad amount, percent, name, rule or phone × every
 * kind of caller; who may call gets 400 naming the field (nothing stored), who may not 401/403, as
 * the meta and permission table say.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  basePrices,
  demoUserId,
  discountConditions,
  discounts,
  optionConditions,
  options,
  users,
} from '@app/db';
import { grantFor } from '@app/permissions';
import { toPublicError } from '../../../src/lib/public-error';
import { appRouter } from '../../../src/root';
import { loadAuthUser } from '../../../src/services/auth/current-user';
import type { ProcedureMeta } from '../../../src/trpc';
import { anonymousCaller, callerAs, useTestDb, type DemoKey } from '../../helpers';
import { buildScene, type Scene } from './role-matrix.cases';

const t = useTestDb();
const RULE_X = [{ rule: 'RULE_X', value: 'true' }];
const MANAGER = { name: 'Анна Петрова', phone: '+7 495 000-00-01', email: 'anna@demo.test' };

/** [procedure, bad input, the field its 400 names]. */
const BAD: [string, (s: Scene) => unknown, string][] = [
  ['basePrices.create', (s) => ({ unit: s.own.unit, price_per_sq_m: 1e-9 }), 'price_per_sq_m'],
  [
    'basePrices.create',
    (s) => ({ unit: s.own.unit, price_per_sq_m: 1, fixed_price: 0.001 }),
    'fixed_price',
  ],
  [
    'basePrices.createMany',
    (s) => ({ units: [s.own.unit], price_per_sq_m: 0.1 + 0.2, reason_id: 'X' }),
    'price_per_sq_m',
  ],
  ['discounts.create', () => ({ id: randomUUID(), description: '  ' }), 'description'],
  ['discounts.update', (s) => ({ id: s.pricing.discount, description: '' }), 'description'],
  ['options.create', () => ({ id: randomUUID(), type: 'OPTION_TYPE_OTHER' }), 'description'],
  ['options.update', (s) => ({ id: s.pricing.option, description: ' ' }), 'description'],
  [
    'discountConditions.create',
    (s) => ({ id: randomUUID(), unit: s.own.unit, discount: s.pricing.discount, sum: 1e-9 }),
    'sum',
  ],
  [
    'discountConditions.create',
    (s) => ({ id: randomUUID(), unit: s.own.unit, discount: s.pricing.discount, rules: RULE_X }),
    'rules.0.rule',
  ],
  [
    'discountConditions.update',
    (s) => ({ id: s.pricing.discountCondition, percent: 0.1234567 }),
    'percent',
  ],
  [
    'optionConditions.create',
    (s) => ({ id: randomUUID(), unit: s.own.unit, option: s.pricing.option, sum_per_sq_m: 0.001 }),
    'sum_per_sq_m',
  ],
  [
    'optionConditions.update',
    (s) => ({ id: s.pricing.optionCondition, rules: RULE_X }),
    'rules.0.rule',
  ],
  [
    'documents.commercialOffer',
    (s) => ({ units: [{ unit: s.own.unit }], manager: MANAGER, phone: '+7 999 12', name: 'К' }),
    'phone',
  ],
  [
    'users.register',
    () => ({
      email: `m${randomUUID()}@x.test`,
      password: 'secret1',
      phone: 'позвонить',
      first_name: 'А',
    }),
    'phone',
  ],
  ['users.updateMe', () => ({ phone: '+1 999 123 45 67' }), 'phone'],
];
const ACCOUNTS: (DemoKey | null)[] = [null, 'viewer', 'realtor', 'manager', 'head'];

type Procedure = { _def: { meta?: ProcedureMeta } };
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;

async function expectedOf(path: string, account: DemoKey | null) {
  const meta = procedures[path]?._def.meta;
  if (meta?.public) return 'BAD_REQUEST';
  if (!account) return 'UNAUTHORIZED';
  if (meta?.signedIn) return 'BAD_REQUEST';
  const user = await loadAuthUser(t.db, demoUserId(account));
  return meta?.action && grantFor(user?.roles ?? [], meta.action) !== 'none'
    ? 'BAD_REQUEST'
    : 'FORBIDDEN';
}

const stored = async () => ({
  basePrices: await t.db.select().from(basePrices),
  discounts: await t.db.select().from(discounts),
  options: await t.db.select().from(options),
  discountConditions: await t.db.select().from(discountConditions),
  optionConditions: await t.db.select().from(optionConditions),
  users: (await t.db.select().from(users)).map((u) => [u.id, u.phone]),
});

describe("role matrix: the money inputs' 400s", () => {
  let scene: Scene;
  beforeAll(async () => {
    scene = await buildScene(t.db);
  });

  for (const [path, input, field] of BAD)
    for (const account of ACCOUNTS)
      it(`${path} ${field} × ${account ?? 'anonymous'}`, async () => {
        expect(procedures[path], path).toBeDefined();
        const caller = account ? await callerAs(t.db, account) : await anonymousCaller(t.db);
        const fn = path
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], caller) as (
          i: unknown,
        ) => Promise<unknown>;
        const before = await stored();
        const error = await fn(input(scene)).then(
          () => null,
          (e: unknown) => toPublicError(e),
        );
        const want = await expectedOf(path, account);
        expect(error?.code, JSON.stringify(input(scene))).toBe(want);
        if (want === 'BAD_REQUEST') expect(Object.keys(error?.fieldErrors ?? {})).toContain(field);
        expect(await stored()).toEqual(before);
      });
});
