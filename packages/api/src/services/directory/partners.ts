import { and, asc, eq, isNull } from 'drizzle-orm';
import { anyOf, agentPartners, partners, type Db } from '@app/db';
import type { FiltersListInput } from '@app/validators';
import { recordFields } from '../../lib/dto';
import { listPage, mapPage, recordList } from '../../lib/list';
import { groupBy } from './shared';

type PartnerRow = typeof partners.$inferSelect;

const partnerList = recordList(
  partners,
  {
    name: 'string',
    inn: 'string',
    legal_name: 'string',
    partner_type: 'uuid',
    region: 'uuid',
    comment: 'string',
    subsidiary: 'boolean',
  },
  ['name', 'inn', 'legal_name'],
);

/** The Partner (docs/api.md), as listed by `directory.partners` and nested in agents. */
export const toPartnerDto = (r: PartnerRow) => ({
  ...recordFields(r),
  name: r.name,
  inn: r.inn,
  legal_name: r.legal_name,
  partner_type: r.partner_type,
  region: r.region,
  comment: r.comment,
  subsidiary: r.subsidiary,
});
export type PartnerDto = ReturnType<typeof toPartnerDto>;

/**
 * `directory.partners`: every role may read partners (realtors choose the agency of a customer).
 */
export async function listPartners(db: Db, input: FiltersListInput) {
  return mapPage(await listPage(db, partnerList, input), (rows) => rows.map(toPartnerDto));
}

/** The (not deleted) partners of many agents in one query, by name, keyed by agent id. */
export async function partnersOfAgents(
  db: Db,
  agentIds: string[],
): Promise<Map<string, PartnerDto[]>> {
  if (agentIds.length === 0) return new Map();
  const rows = await db
    .select({ agent: agentPartners.agent_id, partner: partners })
    .from(agentPartners)
    .innerJoin(partners, eq(partners.id, agentPartners.partner_id))
    .where(and(anyOf(agentPartners.agent_id, agentIds), isNull(partners.deleted_at)))
    .orderBy(asc(partners.name), asc(partners.id));
  return groupBy(
    rows,
    (r) => r.agent,
    (r) => toPartnerDto(r.partner),
  );
}
