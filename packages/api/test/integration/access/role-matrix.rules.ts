/**
 * What each cell of the role matrix must answer, derived, never written per cell: the procedure's
 * meta names its rule and the permission table (`grantFor`) says what a role gets. Shared by
 * role-matrix.test.ts and role-matrix-rest.test.ts.
 */
import { grantFor, type Action } from '@app/permissions';
import { appRouter } from '../../../src/root';
import type { ProcedureMeta } from '../../../src/trpc';
import type { DemoKey } from '../../helpers';
import type { Case } from './role-matrix.cases';

export type Kind = 'query' | 'mutation' | 'subscription';
export type Procedure = { _def: { type: Kind; inputs: unknown[]; meta?: ProcedureMeta } };
export const PROCEDURES = Object.entries(
  appRouter._def.procedures as unknown as Record<string, Procedure>,
).sort(([a], [b]) => a.localeCompare(b));

export interface Actor {
  name: string;
  account: DemoKey | null;
  /** Whose records the cell's input names: the realtor's own, or the manager's. */
  target: 'own' | 'other';
}
export const ACTORS: Actor[] = [
  { name: 'anonymous', account: null, target: 'own' },
  { name: 'ROLE_READ_ONLY', account: 'viewer', target: 'own' },
  { name: 'ROLE_REALTOR on own records', account: 'realtor', target: 'own' },
  { name: "ROLE_REALTOR on another's records", account: 'realtor', target: 'other' },
  { name: 'ROLE_MANAGER', account: 'manager', target: 'own' },
  { name: 'ROLE_SALES_HEAD', account: 'head', target: 'own' },
];

export type Rule = { public: true } | { signedIn: true } | { action: Action };
/** Exactly one rule per procedure; anything else is a procedure without a rule. */
export function ruleOf(meta: ProcedureMeta | undefined): Rule | null {
  const rules: Rule[] = [];
  if (meta?.public) rules.push({ public: true });
  if (meta?.signedIn) rules.push({ signedIn: true });
  if (meta?.action) rules.push({ action: meta.action });
  return rules.length === 1 ? (rules[0] as Rule) : null;
}

/**
 * allowed; 401/403; `hidden`: a read of another's record leaves it out or answers 404; `refused`:
 * a write on another's record is refused (403, 404, or the 400 of a missing member).
 */
export type Outcome = 'allowed' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'hidden' | 'refused';
export function expected(
  rule: Rule,
  roles: string[] | null,
  actor: Actor,
  c: Case,
  kind: Kind,
): Outcome {
  if ('public' in rule) return 'allowed';
  if (!roles) return 'UNAUTHORIZED';
  if ('signedIn' in rule) return 'allowed';
  const grant = grantFor(roles, rule.action);
  if (grant === 'none') return 'FORBIDDEN';
  if (grant === 'all' || actor.target === 'own' || !c.owns) return 'allowed';
  return kind === 'query' ? 'hidden' : 'refused';
}
