import {
  categoryOf,
  dealView,
  FAKE_BITRIX_CATEGORIES,
  statusList,
  type FakeBitrixDeal,
} from './state';

/** The fake portal's REST methods: each takes the params and gives the status and the body. */
type Json = Record<string, unknown>;
export type Answer = [status: number, body: Json];
export type Method = (p: Json) => Answer;

export const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const bitrixError = (status: number, code: string, description: string): Answer => [
  status,
  { error: code, error_description: description },
];
export const bitrixTime = () => new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00');
const money = (v: unknown) => Number(v ?? 0).toFixed(2);
const ok = (result: unknown, extra: Json = {}): Answer => [200, { result, ...extra }];

/** Why a deal may not take these fields (a stage of another category…); null: it may. */
export function refusal(fields: Json, category: string): string | null {
  const c = categoryOf(category);
  if (!c) return 'Category not found';
  if (fields.STAGE_ID !== undefined && !c.stages.some((s) => s.STATUS_ID === fields.STAGE_ID))
    return `Stage "${String(fields.STAGE_ID)}" is not in the category ${category}`;
  if (
    fields.OPPORTUNITY !== undefined &&
    !/^\d{1,13}(\.\d{1,2})?$/.test(String(fields.OPPORTUNITY))
  )
    return 'Invalid value for the "Amount" field';
  if (
    fields.CURRENCY_ID !== undefined &&
    !['RUB', 'USD', 'EUR'].includes(String(fields.CURRENCY_ID))
  )
    return 'Invalid value for the "Currency" field';
  return null;
}

export interface MethodsContext {
  userId: string;
  deals: Map<string, FakeBitrixDeal>;
  ids: { deal: number; comment: number };
  /** Told of a deal updated through the API (the fake sends ONCRMDEALUPDATE). */
  updated: (deal: FakeBitrixDeal) => void;
}

export function bitrixMethods(c: MethodsContext): Record<string, Method> {
  const dealOf = (p: Json): FakeBitrixDeal | Answer => {
    const id = String(p.id ?? p.ID ?? '');
    if (!/^[1-9]\d*$/.test(id)) return bitrixError(400, '', 'ID is not defined or invalid.');
    return c.deals.get(id) ?? bitrixError(400, '', 'Not found');
  };
  const categories = FAKE_BITRIX_CATEGORIES.filter((x) => x.ID !== '0').map((x) => ({
    ...{ ID: x.ID, NAME: x.NAME, SORT: x.SORT, IS_LOCKED: 'N' },
    CREATED_DATE: '2026-01-15T10:00:00+03:00',
  }));

  return {
    profile: () =>
      ok({
        ADMIN: true,
        ID: c.userId,
        NAME: 'Тест',
        LAST_NAME: 'Интегратор',
        TIME_ZONE_OFFSET: 10800,
      }),
    'crm.dealcategory.default.get': () => ok({ ID: 0, NAME: 'Общее' }),
    'crm.dealcategory.list': () => ok(categories, { total: categories.length }),
    'crm.status.list': (p) => {
      const list = statusList(isObject(p.filter) ? p.filter.ENTITY_ID : undefined);
      return ok(list, { total: list.length });
    },
    'crm.deal.add': (p) => {
      const fields = isObject(p.fields) ? p.fields : null;
      if (!fields) return bitrixError(400, '', "Parameter 'fields' must be array.");
      const category = String(fields.CATEGORY_ID ?? '0');
      const why = refusal(fields, category);
      if (why) return bitrixError(400, '', why);
      const id = String(c.ids.deal++);
      c.deals.set(id, {
        ID: id,
        TITLE: typeof fields.TITLE === 'string' ? fields.TITLE : `Сделка #${id}`,
        CATEGORY_ID: category,
        STAGE_ID:
          typeof fields.STAGE_ID === 'string'
            ? fields.STAGE_ID
            : (categoryOf(category)?.stages[0]?.STATUS_ID ?? 'NEW'),
        OPPORTUNITY: money(fields.OPPORTUNITY),
        CURRENCY_ID: String(fields.CURRENCY_ID ?? 'RUB'),
        DATE_CREATE: bitrixTime(),
        DATE_MODIFY: bitrixTime(),
        comments: [],
      });
      return ok(Number(id));
    },
    'crm.deal.update': (p) => {
      const deal = dealOf(p);
      if (Array.isArray(deal)) return deal;
      const fields = isObject(p.fields) ? p.fields : null;
      if (!fields) return bitrixError(400, '', "Parameter 'fields' must be array.");
      const why = refusal(fields, deal.CATEGORY_ID);
      if (why) return bitrixError(400, '', why);
      // CATEGORY_ID is not changed here (Bitrix24: crm.item.update moves between categories).
      if (typeof fields.STAGE_ID === 'string') deal.STAGE_ID = fields.STAGE_ID;
      if (fields.OPPORTUNITY !== undefined) deal.OPPORTUNITY = money(fields.OPPORTUNITY);
      if (fields.CURRENCY_ID !== undefined) deal.CURRENCY_ID = String(fields.CURRENCY_ID);
      if (typeof fields.TITLE === 'string') deal.TITLE = fields.TITLE;
      deal.DATE_MODIFY = bitrixTime();
      c.updated(deal);
      return ok(true);
    },
    'crm.deal.get': (p) => {
      const deal = dealOf(p);
      return Array.isArray(deal) ? deal : ok(dealView(deal));
    },
    'crm.timeline.comment.add': (p) => {
      // Since crm 23.100.0 only the lower-case `fields` is accepted.
      const fields = isObject(p.fields) ? p.fields : null;
      if (!fields || fields.ENTITY_ID === undefined || fields.ENTITY_TYPE === undefined)
        return bitrixError(400, '100', 'Required fields not provided');
      const deal =
        fields.ENTITY_TYPE === 'deal' ? c.deals.get(String(fields.ENTITY_ID)) : undefined;
      if (!deal) return bitrixError(400, 'NOT_FOUND', 'Not found.');
      if (typeof fields.COMMENT !== 'string' || fields.COMMENT.trim() === '')
        return bitrixError(400, 'INVALID_ARG_VALUE', 'Empty comment');
      const comment = { ID: c.ids.comment++, COMMENT: fields.COMMENT, CREATED: bitrixTime() };
      deal.comments.push(comment);
      return ok(comment.ID);
    },
  };
}
