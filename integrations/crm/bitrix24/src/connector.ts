import {
  CRM_PRICE,
  CrmError,
  sameSecret,
  type CrmConnector,
  type CrmIncoming,
  type CrmIncomingCheck,
  type CrmPipeline,
  type CrmPush,
} from '@app/integration-kit';
import { z } from 'zod';
import {
  BITRIX24,
  bitrixApi,
  categorySchema,
  dealSchema,
  idSchema,
  profileSchema,
  stageSchema,
  type Bitrix24Deps,
} from './api';
import type { Bitrix24Config } from './config';

/**
 * Bitrix24 behind the CRM contract: a deal per booking (OPPORTUNITY the decimal, in RUB), a
 * timeline comment per push, categories as pipelines. ONCRMDEALUPDATE carries only the deal's
 * id: the event is what crm.deal.get answers, never what the form says.
 */
const ID = /^\d{1,20}$/;
const STAGE = /^[A-Z0-9_:]{1,50}$/i;

const checked = (what: string, v: string, re: RegExp) => {
  if (!re.test(v)) throw new CrmError('REJECTED', `${what} "${v}" is not a Bitrix24 id`);
  return v;
};

export function createBitrix24Connector(
  config: Bitrix24Config,
  deps: Bitrix24Deps = {},
): CrmConnector {
  const call = bitrixApi(config, deps);
  const portal = new URL(config.webhookUrl).host;

  const stagesOf = async (category: string) => {
    const entity = category === '0' ? 'DEAL_STAGE' : `DEAL_STAGE_${category}`;
    const stages = await call(z.array(stageSchema), 'crm.status.list', {
      order: { SORT: 'ASC' },
      filter: { ENTITY_ID: entity },
    });
    return stages.map((s) => ({ id: s.STATUS_ID, name: s.NAME }));
  };

  const readDeal = async (id: string) => {
    try {
      return await call(dealSchema, 'crm.deal.get', { id });
    } catch (e) {
      // An unknown (deleted) deal is 400 "Not found": nothing to act on.
      if (e instanceof CrmError && e.kind === 'REJECTED' && /not found/i.test(e.answer ?? ''))
        return null;
      throw e;
    }
  };

  return {
    name: BITRIX24,

    async check() {
      const me = await call(profileSchema, 'profile');
      const who = [me.NAME, me.LAST_NAME].filter(Boolean).join(' ') || `user ${me.ID}`;
      return { account: `${portal} (${who})` };
    },

    async pipelines(): Promise<CrmPipeline[]> {
      const main = await call(categorySchema, 'crm.dealcategory.default.get');
      const others = await call(z.array(categorySchema), 'crm.dealcategory.list', {
        order: { SORT: 'ASC' },
      });
      const out: CrmPipeline[] = [];
      for (const c of [{ ...main, ID: '0' }, ...others])
        out.push({ id: c.ID, name: c.NAME, statuses: await stagesOf(c.ID) });
      return out;
    },

    async push(p: CrmPush) {
      if (!CRM_PRICE.test(p.priceTotal))
        throw new CrmError('REJECTED', `price "${p.priceTotal}" is not a decimal`);
      const stage = p.stageId === null ? {} : { STAGE_ID: checked('stageId', p.stageId, STAGE) };
      const money = { OPPORTUNITY: p.priceTotal, CURRENCY_ID: 'RUB' };
      let dealId: string;
      let created = false;
      if (p.dealId === null) {
        const category =
          p.pipelineId === null ? {} : { CATEGORY_ID: checked('pipelineId', p.pipelineId, ID) };
        const fields = { TITLE: p.title, ...category, ...stage, ...money };
        dealId = await call(idSchema, 'crm.deal.add', {
          fields,
          params: { REGISTER_SONET_EVENT: 'N' },
        });
        created = true;
      } else {
        // The category is the deal's: crm.deal.update does not move a deal between categories.
        dealId = checked('dealId', p.dealId, ID);
        await call(z.literal(true), 'crm.deal.update', {
          id: dealId,
          fields: { ...stage, ...money },
        });
      }
      if (p.note.trim() !== '') {
        const fields = { ENTITY_ID: Number(dealId), ENTITY_TYPE: 'deal', COMMENT: p.note };
        try {
          await call(idSchema, 'crm.timeline.comment.add', { fields });
        } catch (e) {
          throw created && e instanceof CrmError ? e.withDeal(dealId) : e;
        }
      }
      return { dealId };
    },

    async authenticateIncoming(req: CrmIncoming): Promise<CrmIncomingCheck> {
      if (!sameSecret(req.form.get('auth[application_token]'), config.applicationToken))
        return { ok: false, outcome: 'UNAUTHENTIC', detail: 'WRONG_APPLICATION_TOKEN' };
      const event = req.form.get('event');
      if (event === null) return { ok: false, outcome: 'MALFORMED', detail: 'no event' };
      if (event.toUpperCase() !== 'ONCRMDEALUPDATE') return { ok: true, events: [] };
      const id = req.form.get('data[FIELDS][ID]') ?? '';
      if (!ID.test(id)) return { ok: false, outcome: 'MALFORMED', detail: 'data[FIELDS][ID]' };
      const deal = await readDeal(id);
      if (!deal) return { ok: true, events: [] };
      const found = {
        dealId: deal.ID,
        stageId: deal.STAGE_ID,
        pipelineId: deal.CATEGORY_ID ?? null,
        eventKey: `${deal.ID}:${deal.STAGE_ID}`,
      };
      return { ok: true, events: [found] };
    },
  };
}
