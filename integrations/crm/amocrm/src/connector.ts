import {
  CRM_PRICE,
  CrmError,
  type CrmConnector,
  type CrmPipeline,
  type CrmPush,
} from '@app/integration-kit';
import {
  accountSchema,
  AMOCRM,
  amoApi,
  createdLeadsSchema,
  createdNotesSchema,
  pipelinesSchema,
  updatedLeadSchema,
  type AmoCrmDeps,
} from './api';
import type { AmoCrmConfig } from './config';
import { readAmoWebhook } from './incoming';

/** amoCRM behind the CRM contract: a lead per booking, its price in whole rubles, notes. */
const ID = /^\d{1,20}$/;

/** "100.50" → 101, "100.49" → 100: whole rubles, half up, without floating point. */
export function wholeRubles(price: string): number {
  if (!CRM_PRICE.test(price)) throw new CrmError('REJECTED', `price "${price}" is not a decimal`);
  const [whole = '0', fraction = ''] = price.split('.');
  const up = (fraction[0] ?? '0') >= '5' ? 1n : 0n;
  const rubles = BigInt(whole) + up;
  if (rubles > BigInt(Number.MAX_SAFE_INTEGER))
    throw new CrmError('REJECTED', `price "${price}" is too large`);
  return Number(rubles);
}

const idOf = (what: string, v: string) => {
  if (!ID.test(v)) throw new CrmError('REJECTED', `${what} "${v}" is not an amoCRM id`);
  return Number(v);
};

export function createAmoCrmConnector(config: AmoCrmConfig, deps: AmoCrmDeps = {}): CrmConnector {
  const call = amoApi(config, deps);

  return {
    name: AMOCRM,

    async check() {
      const a = await call(accountSchema, 'GET', '/api/v4/account');
      return { account: `${a.name} (${a.subdomain})` };
    },

    async pipelines(): Promise<CrmPipeline[]> {
      const answer = await call(pipelinesSchema, 'GET', '/api/v4/leads/pipelines');
      const bySort = <T extends { sort?: number | undefined }>(a: T, b: T) =>
        (a.sort ?? 0) - (b.sort ?? 0);
      return answer._embedded.pipelines
        .filter((p) => !p.is_archive)
        .sort(bySort)
        .map((p) => ({
          id: String(p.id),
          name: p.name,
          statuses: [...p._embedded.statuses]
            .sort(bySort)
            .map((s) => ({ id: String(s.id), name: s.name })),
        }));
    },

    async push(p: CrmPush) {
      const price = wholeRubles(p.priceTotal);
      // The status goes with its pipeline (amoCRM moves a lead between pipelines that way).
      const placement = {
        ...(p.pipelineId !== null ? { pipeline_id: idOf('pipelineId', p.pipelineId) } : {}),
        ...(p.stageId !== null ? { status_id: idOf('stageId', p.stageId) } : {}),
      };
      let dealId: string;
      let created = false;
      if (p.dealId === null) {
        const lead = { name: p.title, price, ...placement, request_id: p.idempotencyKey };
        const answer = await call(createdLeadsSchema, 'POST', '/api/v4/leads', [lead]);
        dealId = String(answer._embedded.leads[0]?.id);
        created = true;
      } else {
        const patch = { price, ...(p.stageId !== null ? placement : {}) };
        const leadId = idOf('dealId', p.dealId);
        const answer = await call(updatedLeadSchema, 'PATCH', `/api/v4/leads/${leadId}`, patch);
        dealId = String(answer.id);
      }
      if (p.note.trim() !== '') {
        const note = [{ note_type: 'common', params: { text: p.note } }];
        try {
          await call(createdNotesSchema, 'POST', `/api/v4/leads/${dealId}/notes`, note);
        } catch (e) {
          throw created && e instanceof CrmError ? e.withDeal(dealId) : e;
        }
      }
      return { dealId };
    },

    async authenticateIncoming(req) {
      return readAmoWebhook(req, config.webhookSecret);
    },
  };
}
