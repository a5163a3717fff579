import { eq, type SQL } from 'drizzle-orm';
import { agents, type Db } from '@app/db';
import { ownOnly } from '@app/permissions';
import type { FiltersListInput, RoleSlug } from '@app/validators';
import { recordFields } from '../../lib/dto';
import { listPage, mapPage, recordList } from '../../lib/list';
import { partnersOfAgents } from './partners';
import { rolesOfAgents } from './roles';
import { PERSON_COLUMNS, PERSON_ORDER, personNames } from './shared';

type AgentRow = typeof agents.$inferSelect;

const agentList = recordList(agents, { ...PERSON_COLUMNS, curator: 'uuid' }, PERSON_ORDER);

/** Agents (docs/api.md) with their roles and partners: one query per relation, whatever the count. */
export async function toAgentDtos(db: Db, rows: AgentRow[]) {
  const ids = rows.map((r) => r.id);
  const [roles, partners] = await Promise.all([rolesOfAgents(db, ids), partnersOfAgents(db, ids)]);
  return rows.map((r) => ({
    ...recordFields(r),
    ...personNames(r),
    roles: roles.get(r.id) ?? [],
    user: r.user,
    curator: r.curator,
    partners: partners.get(r.id) ?? [],
  }));
}
export type AgentDto = Awaited<ReturnType<typeof toAgentDtos>>[number];

export interface DirectoryViewer {
  id: string;
  roles: readonly RoleSlug[];
}

/** Staff and viewers read every agent; a realtor reads only their own agent record. */
export function agentScope(viewer: DirectoryViewer): SQL[] {
  return ownOnly(viewer.roles, 'directory.agents') ? [eq(agents.user, viewer.id)] : [];
}

/** `directory.agents`: agency agents with their partners (realtors: their own record). */
export async function listAgents(db: Db, input: FiltersListInput, viewer: DirectoryViewer) {
  return mapPage(await listPage(db, agentList, input, agentScope(viewer)), (rows) =>
    toAgentDtos(db, rows),
  );
}
