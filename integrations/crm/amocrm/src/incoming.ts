import { sameSecret, type CrmIncoming, type CrmIncomingCheck } from '@app/integration-kit';

/**
 * amoCRM's webhook: form-encoded, unsigned, so its URL carries the secret. A lead's move is
 * `leads[status][i][id|status_id|pipeline_id|old_status_id]`; other events (leads[add], notes…)
 * are authentic but carry no stage event.
 */
const STATUS_KEY = /^leads\[status\]\[(\d{1,4})\]\[([a-z_]+)\]$/;
const ID = /^\d{1,20}$/;
const MAX_EVENTS = 500;

export function readAmoWebhook(req: CrmIncoming, secret: string): CrmIncomingCheck {
  if (!sameSecret(req.pathSecret, secret))
    return { ok: false, outcome: 'UNAUTHENTIC', detail: 'WRONG_SECRET' };
  const keys = [...req.form.keys()];
  if (!keys.some((k) => k.startsWith('leads[') || k.startsWith('account[')))
    return { ok: false, outcome: 'MALFORMED', detail: 'not an amoCRM webhook (no leads[…])' };
  const entries = new Map<number, Record<string, string>>();
  for (const [key, value] of req.form) {
    const m = STATUS_KEY.exec(key);
    if (!m) continue;
    const i = Number(m[1]);
    if (!entries.has(i) && entries.size >= MAX_EVENTS)
      return { ok: false, outcome: 'MALFORMED', detail: `more than ${MAX_EVENTS} leads` };
    entries.set(i, { ...entries.get(i), [m[2] ?? '']: value });
  }
  const events = [];
  for (const [i, e] of [...entries].sort(([a], [b]) => a - b)) {
    const { id = '', status_id: status = '', pipeline_id: pipeline } = e;
    if (!ID.test(id) || !ID.test(status) || (pipeline !== undefined && !ID.test(pipeline)))
      return { ok: false, outcome: 'MALFORMED', detail: `leads[status][${i}]: id or status_id` };
    events.push({
      dealId: id,
      stageId: status,
      pipelineId: pipeline ?? null,
      eventKey: `${id}:${status}`,
    });
  }
  return { ok: true, events };
}
