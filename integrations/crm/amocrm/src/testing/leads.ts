import { placement, problem, validationError, type FakeAmoLead } from './state';

/** The fake amoCRM's lead calls: POST /leads (an array), PATCH /leads/{id}, POST …/notes. */
type Json = Record<string, unknown>;
export type Answer = [status: number, body: unknown];

export const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const now = () => Math.floor(Date.now() / 1000);
const invalid = (requestId: string, code: string, path: string, detail: string): Answer => [
  400,
  validationError(requestId, code, path, detail),
];
const NOT_A_CHOICE = 'The value you selected is not a valid choice.';

export interface LeadsContext {
  leads: Map<number, FakeAmoLead>;
  ids: { lead: number; note: number };
  baseUrl: () => string;
  /** Told of a status changed through the API (the fake sends the webhook). */
  moved: (lead: FakeAmoLead, old: { pipeline_id: number; status_id: number }) => void;
}

export function leadsApi(c: LeadsContext) {
  /** Applies a PATCH-like change; null when it was taken. */
  const change = (lead: FakeAmoLead, b: Json, requestId: string): Answer | null => {
    const at = placement(b.pipeline_id, b.status_id, lead);
    if ('error' in at) return invalid(requestId, at.error, at.path, NOT_A_CHOICE);
    if (b.price !== undefined && !(Number.isInteger(b.price) && (b.price as number) >= 0))
      return invalid(requestId, 'InvalidType', 'price', 'This value should be of type int.');
    if (b.name !== undefined && (typeof b.name !== 'string' || b.name.length > 255))
      return invalid(requestId, 'InvalidType', 'name', 'This value should be of type string.');
    Object.assign(lead, at, {
      ...(b.price !== undefined ? { price: b.price as number } : {}),
      ...(typeof b.name === 'string' ? { name: b.name } : {}),
      updated_at: now(),
    });
    return null;
  };

  const self = (path: string) => ({ self: { href: `${c.baseUrl()}/api/v4${path}` } });

  return {
    create(body: unknown): Answer {
      if (!Array.isArray(body) || body.length === 0 || body.length > 250 || !body.every(isObject))
        return [400, problem(400, 'Bad Request', 'Request body must be an array of leads')];
      const made: FakeAmoLead[] = [];
      for (const [i, b] of body.entries()) {
        const id = c.ids.lead + made.length;
        const lead: FakeAmoLead = {
          ...{ id, name: `Сделка #${id}`, price: 0, pipeline_id: 0, status_id: 0 },
          ...{ created_at: now(), updated_at: now(), notes: [] },
        };
        const refused = change(
          lead,
          b,
          typeof b.request_id === 'string' ? b.request_id : String(i),
        );
        if (refused) return refused;
        made.push(lead);
      }
      c.ids.lead += made.length;
      for (const lead of made) c.leads.set(lead.id, lead);
      const leads = made.map((l, i) => ({
        id: l.id,
        request_id: String((body[i] as Json).request_id ?? i),
        _links: self(`/leads/${l.id}`),
      }));
      return [200, { _links: self('/leads'), _embedded: { leads } }];
    },

    update(lead: FakeAmoLead, body: unknown): Answer {
      if (!isObject(body))
        return [400, problem(400, 'Bad Request', 'Request body must be an object')];
      const old = { pipeline_id: lead.pipeline_id, status_id: lead.status_id };
      const refused = change(lead, body, '0');
      if (refused) return refused;
      if (old.status_id !== lead.status_id) c.moved(lead, old);
      return [200, { id: lead.id, updated_at: lead.updated_at, _links: self(`/leads/${lead.id}`) }];
    },

    addNotes(lead: FakeAmoLead, body: unknown): Answer {
      if (!Array.isArray(body) || body.length === 0 || !body.every(isObject))
        return [400, problem(400, 'Bad Request', 'Request body must be an array of notes')];
      const made = [];
      for (const [i, n] of body.entries()) {
        const text = isObject(n.params) ? n.params.text : undefined;
        if (n.note_type !== 'common')
          return invalid(String(i), 'NotSupportedChoice', 'note_type', NOT_A_CHOICE);
        if (typeof text !== 'string' || text === '')
          return invalid(String(i), 'NotBlank', 'params.text', 'This value should not be blank.');
        made.push({ id: c.ids.note + made.length, note_type: 'common', text, created_at: now() });
      }
      c.ids.note += made.length;
      lead.notes.push(...made);
      const notes = made.map((n, i) => ({ id: n.id, entity_id: lead.id, request_id: String(i) }));
      return [200, { _links: self(`/leads/${lead.id}/notes`), _embedded: { notes } }];
    },
  };
}
