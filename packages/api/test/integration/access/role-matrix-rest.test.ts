/**
 * The role matrix over REST (docs/api.md#rest): every operation × every kind of caller over a real
 * socket, expected outcomes from role-matrix.rules.ts; a refused cell is also called over tRPC and
 * must answer the same status and appCode; an allowed one answers 200.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoUserId } from '@app/db';
import { loadAuthUser } from '../../../src/services/auth/current-user';
import { signAccessToken } from '../../../src/services/auth/tokens';
import { nextIp, useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import { appCodeOf, callRest, callTrpc } from '../../rest-http';
import { buildScene, CASES, type Scene } from './role-matrix.cases';
import {
  ACTORS,
  expected,
  PROCEDURES,
  ruleOf,
  type Actor,
  type Procedure,
} from './role-matrix.rules';

// Every cell is a request of its own: the per-user API limit would refuse the later ones.
vi.hoisted(() => {
  process.env.API_RATE_LIMIT_PER_MINUTE = '10000000';
  process.env.DOCUMENTS_PER_MINUTE = '10000000';
  process.env.CUSTOMER_SENDS_PER_MINUTE = '10000000';
});
// amoCRM on, against its fake (matrix-crm.ts): the `crm.*` cells of a sales head succeed.
const crm = await vi.hoisted(async () => (await import('./matrix-crm')).startMatrixCrm());
afterAll(() => crm.close());

const t = useTestDb();
const server = useHttpServer(() => t.db);

async function checkCell(scene: Scene, path: string, proc: Procedure, actor: Actor) {
  const c = CASES[path];
  const rule = ruleOf(proc._def.meta);
  if (!c || !rule) throw new Error(`${path}: no case or rule (role-matrix.test.ts says which)`);
  const user = actor.account ? await loadAuthUser(t.db, demoUserId(actor.account)) : null;
  const outcome = expected(rule, user?.roles ?? null, actor, c, proc._def.type);
  const token = actor.account ? await signAccessToken(demoUserId(actor.account)) : null;
  const target = scene[actor.target];
  const input = await c.input(scene, target, actor.account ?? 'viewer');
  const cell = `REST ${path} × ${actor.name} (expected ${outcome})`;

  if (outcome === 'allowed') {
    const rest = await callRest(server.base(), path, input, token, nextIp());
    expect(rest.status, `${cell}: ${rest.text.slice(0, 300)}`).toBe(200);
    return;
  }
  const trpc = await callTrpc(server.base(), path, proc._def.type, input, token, nextIp());
  const rest = await callRest(server.base(), path, input, token, nextIp());
  const answer = (a: typeof rest) => `${a.status} ${appCodeOf(a) ?? ''}`;
  expect(answer(rest), `${cell}: ${rest.text.slice(0, 300)}`).toBe(answer(trpc));
  if (outcome === 'UNAUTHORIZED' || outcome === 'FORBIDDEN')
    expect(answer(rest), cell).toBe(`${outcome === 'UNAUTHORIZED' ? 401 : 403} ${outcome}`);
  if (outcome === 'hidden' && rest.status === 200) {
    for (const id of [scene.other.booking, scene.other.group, scene.other.agent])
      expect(rest.text, `${cell}: leaks ${id}`).not.toContain(id);
  }
}

describe('REST role matrix', () => {
  it('has a REST operation for every procedure of the tRPC matrix', async () => {
    const paths = PROCEDURES.map(([path]) => path);
    expect(paths.filter((p) => !CASES[p])).toEqual([]);
  });
});

for (const [path, proc] of PROCEDURES) {
  describe(`REST role matrix: ${path}`, () => {
    let scene: Scene;
    beforeAll(async () => {
      scene = await buildScene(t.db, path);
    });
    for (const actor of ACTORS) it(actor.name, () => checkCell(scene, path, proc, actor));
  });
}
