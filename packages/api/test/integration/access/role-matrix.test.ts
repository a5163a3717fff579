import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  apiKeys,
  basePrices,
  bookingGroups,
  bookingHistory,
  bookings,
  customers,
  demoUserId,
  discountConditions,
  discountExclusions,
  discounts,
  optionConditions,
  optionExclusions,
  options,
  paymentLinks,
  payments,
  units,
  users,
  type Db,
} from '@app/db';
import { grantFor } from '@app/permissions';
import { toPublicError } from '../../../src/lib/public-error';
import { loadAuthUser } from '../../../src/services/auth/current-user';
import { anonymousCaller, callerAs, useTestDb, type Caller } from '../../helpers';
import { buildScene, CASES, SPECIAL_CASES, type Scene, type Target } from './role-matrix.cases';
import {
  ACTORS,
  expected,
  PROCEDURES,
  ruleOf,
  type Actor,
  type Procedure,
} from './role-matrix.rules';

// Every cell is a call of its own, and a scene books units: the per-user API limit (600 a minute)
// would refuse the later ones on a fast machine (CI saw 429s on Node 24). Lift it for this file.
vi.hoisted(() => {
  process.env.API_RATE_LIMIT_PER_MINUTE = '10000000';
  process.env.DOCUMENTS_PER_MINUTE = '10000000';
  process.env.CUSTOMER_SENDS_PER_MINUTE = '10000000';
});
// amoCRM on, against its fake (matrix-crm.ts): the `crm.*` cells of a sales head succeed.
const crm = await vi.hoisted(async () => (await import('./matrix-crm')).startMatrixCrm());
afterAll(() => crm.close());

/**
 * Issue 7, item 3: every procedure of `appRouter` × every kind of caller. What each cell must answer
 * is derived, never written here: the procedure's meta names its rule (`public`, `signedIn`, or an
 * action) and the permission table (`grantFor`) says what a role gets for that action.
 */
const t = useTestDb();

type Answer = { ok: true; value: unknown } | { ok: false; code: string; appCode?: string };
async function call(caller: Caller, path: string, input: unknown): Promise<Answer> {
  const fn = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], caller);
  try {
    return { ok: true, value: await (fn as (input: unknown) => Promise<unknown>)(input) };
  } catch (e) {
    const pub = toPublicError(e);
    return { ok: false, code: pub.code, appCode: pub.appCode };
  }
}
/** What tells two answers apart for a caller: answered, or which error. */
const kindOf = (a: Answer) => (a.ok ? 'answered' : `${a.code}/${a.appCode ?? ''}`);
const REFUSALS = ['FORBIDDEN', 'NOT_FOUND', 'BAD_REQUEST'];

/** Everything a refused call could have changed. */
const world = async (db: Db) => ({
  bookings: await db.select().from(bookings).orderBy(bookings.id),
  groups: await db.select().from(bookingGroups).orderBy(bookingGroups.id),
  history: await db.select().from(bookingHistory).orderBy(bookingHistory.id),
  units: await db.select().from(units).orderBy(units.id),
  users: await db.select().from(users).orderBy(users.id),
  apiKeys: await db.select().from(apiKeys).orderBy(apiKeys.id),
  paymentLinks: await db.select().from(paymentLinks).orderBy(paymentLinks.id),
  payments: await db.select().from(payments).orderBy(payments.id),
  basePrices: await db.select().from(basePrices).orderBy(basePrices.id),
  discounts: await db.select().from(discounts).orderBy(discounts.id),
  options: await db.select().from(options).orderBy(options.id),
  discountExclusions: await db
    .select()
    .from(discountExclusions)
    .orderBy(discountExclusions.discount, discountExclusions.excluded),
  optionExclusions: await db
    .select()
    .from(optionExclusions)
    .orderBy(optionExclusions.option, optionExclusions.excluded),
  discountConditions: await db
    .select()
    .from(discountConditions)
    .orderBy(discountConditions.version),
  optionConditions: await db.select().from(optionConditions).orderBy(optionConditions.version),
  customers: await db.select().from(customers).orderBy(customers.id),
});

/** The ids of another's records that a realtor's answers must never contain. */
const secretsOf = (other: Target) => [
  other.booking,
  other.group,
  other.agent,
  other.queue,
  other.link,
  other.document,
  other.customer,
];
/** Another's records, which no call of a realtor may change (even on the realtor's own group). */
const othersRecords = async (db: Db, other: Target) => ({
  booking: await db.select().from(bookings).where(eq(bookings.id, other.booking)),
  group: await db.select().from(bookingGroups).where(eq(bookingGroups.id, other.group)),
  // In a fixed order: two reads of the same rows may list them in any order otherwise.
  history: await db
    .select()
    .from(bookingHistory)
    .where(eq(bookingHistory.booking, other.booking))
    .orderBy(asc(bookingHistory.id)),
});

async function checkCell(scene: Scene, path: string, proc: Procedure, actor: Actor) {
  const c = CASES[path];
  if (!c) throw new Error(`${path}: no input (role-matrix.cases.ts)`);
  const rule = ruleOf(proc._def.meta);
  if (!rule) throw new Error(`${path}: no rule in its meta (procedureFor, protected or public)`);
  const user = actor.account ? await loadAuthUser(t.db, demoUserId(actor.account)) : null;
  const outcome = expected(rule, user?.roles ?? null, actor, c, proc._def.type);
  const caller = actor.account ? await callerAs(t.db, actor.account) : await anonymousCaller(t.db);
  const who = actor.account ?? 'viewer';
  const target = scene[actor.target];
  const limited = user !== null && grantFor(user.roles, 'bookings.read') === 'own';
  const before = outcome === 'allowed' ? null : await world(t.db);
  const othersBefore = limited ? await othersRecords(t.db, scene.other) : null;
  const answer = await call(caller, path, await c.input(scene, target, who));
  const cell = `${path} × ${actor.name} (expected ${outcome})`;

  if (limited) {
    const shown = JSON.stringify(answer);
    for (const id of secretsOf(scene.other))
      expect(shown, `${cell}: leaks ${id}`).not.toContain(id);
    const othersAfter = await othersRecords(t.db, scene.other);
    expect(othersAfter, `${cell}: changed another's records`).toEqual(othersBefore);
  }
  if (outcome === 'allowed') {
    expect(answer, `${cell}: ${JSON.stringify(answer)}`).toMatchObject({ ok: true });
    if (actor.target === 'own' && c.owns && proc._def.type === 'query' && user)
      expect(JSON.stringify(answer), `${cell}: shows the own record`).toContain(target[c.owns]);
    return;
  }
  if (outcome === 'UNAUTHORIZED' || outcome === 'FORBIDDEN') {
    expect(kindOf(answer), cell).toBe(`${outcome}/${outcome}`);
  } else {
    const allowedCodes = outcome === 'hidden' ? ['NOT_FOUND'] : REFUSALS;
    if (!answer.ok || outcome === 'refused')
      expect(answer.ok ? 'answered' : answer.code, cell).toBeOneOf(allowedCodes);
    // Another's record answers exactly as a missing one: the answer never tells that it exists.
    const missing = await call(caller, path, await c.input(scene, scene.missing, who));
    expect(kindOf(answer), `${cell}: same as a missing id`).toBe(kindOf(missing));
  }
  expect(await world(t.db), `${cell}: changed nothing`).toEqual(before);
}

describe('role matrix', () => {
  it('reads a rule from every procedure and has an input for each', () => {
    const paths = PROCEDURES.map(([path]) => path);
    expect(PROCEDURES.filter(([, p]) => !ruleOf(p._def.meta)).map(([path]) => path)).toEqual([]);
    expect(paths.filter((p) => !CASES[p])).toEqual([]);
    expect([...SPECIAL_CASES].filter((p) => !paths.includes(p))).toEqual([]);
    // Without an example or a special case, the procedure is called with `{}` (or nothing).
    const undeclared = PROCEDURES.filter(
      ([path, p]) => !SPECIAL_CASES.has(path) && p._def.meta?.example === undefined,
    ).filter(([, p]) => p._def.inputs[0] && !(p._def.inputs[0] as z.ZodType).safeParse({}).success);
    expect(undeclared.map(([path]) => `${path}: declare an example in its meta`)).toEqual([]);
  });

  it('covers every procedure × every actor', () => {
    const cells = PROCEDURES.length * ACTORS.length;
    console.info(
      `role matrix: ${PROCEDURES.length} procedures × ${ACTORS.length} actors = ${cells} cells`,
    );
    expect(cells).toBeGreaterThan(0);
  });
});

for (const [path, proc] of PROCEDURES) {
  describe(`role matrix: ${path}`, () => {
    let scene: Scene;
    beforeAll(async () => {
      scene = await buildScene(t.db, path);
    });
    for (const actor of ACTORS) it(actor.name, () => checkCell(scene, path, proc, actor));
  });
}
