import type http from 'node:http';
import {
  faults,
  perSecondLimit,
  rateMeter,
  sendJson,
  startFakeServer,
  type FakeServer,
  type FaultMode,
  type Received,
} from '@app/integration-kit/testing';
import { FAKE_AMO_ACCOUNT, pipelinesView, placement, problem, type FakeAmoLead } from './state';
import { leadsApi, type Answer } from './leads';

/**
 * A fake amoCRM (API v4) from its public documentation: Bearer auth, the account, pipelines,
 * leads (POST an array, PATCH one) and their notes, hal+json answers and problem+json errors,
 * 429 beyond the rate (7 a second), webhooks on a lead's status change. Control: `/__fake/…`.
 */
export interface FakeAmoCrmOptions {
  token?: string;
  port?: number;
  /** amoCRM's limit: 7 requests a second; beyond it 429. */
  requestsPerSecond?: number;
  /** Where webhooks go (the app's /api/crm/amocrm/webhook/<secret>). */
  webhookUrl?: string | null;
  /** Whether a status changed through the API also sends the webhook (amoCRM does). Default true. */
  notifyApiChanges?: boolean;
}

export interface FakeAmoCrm extends FakeServer {
  /** AMOCRM_BASE_URL for the connector. */
  baseUrl: string;
  leads: Map<number, FakeAmoLead>;
  webhookUrl: string | null;
  /** Webhooks sent: the form body and the status it was answered with (0: no answer). */
  sent: { body: string; status: number }[];
  /** Moves a lead as a manager would in the CRM, then sends the webhook; its answer's status. */
  move(leadId: number, statusId: number, pipelineId?: number): Promise<number>;
  /** The token stops working: every call from then on is 401. */
  revoke(): void;
  setToken(token: string): void;
  failNext(count: number, mode?: FaultMode): void;
  setRate(perSecond: number): void;
  /** Requests to the API: total, the most in one second, how many were refused with 429. */
  stats(): { total: number; maxPerSecond: number; limited: number };
  reset(): void;
}

const hal = (res: http.ServerResponse, status: number, body: unknown) =>
  void res
    .writeHead(status, {
      'content-type': status < 400 ? 'application/hal+json' : 'application/problem+json',
      ...(status === 429 ? { 'retry-after': '1' } : {}),
    })
    .end(JSON.stringify(body));

type Json = Record<string, unknown>;
const now = () => Math.floor(Date.now() / 1000);

export async function startAmoCrmFake(o: FakeAmoCrmOptions = {}): Promise<FakeAmoCrm> {
  const state = {
    token: o.token ?? 'fake-amocrm-long-lived-token-0001',
    revoked: false,
    limited: 0,
    allowed: perSecondLimit(o.requestsPerSecond ?? 7),
  };
  const leads = new Map<number, FakeAmoLead>();
  const f = faults();
  const meter = rateMeter();
  const sent: FakeAmoCrm['sent'] = [];
  const notifyApi = o.notifyApiChanges ?? true;

  const notify = async (lead: FakeAmoLead, old: { pipeline_id: number; status_id: number }) => {
    if (!fake.webhookUrl) return 0;
    const p = 'leads[status][0]';
    const body = new URLSearchParams({
      [`${p}[id]`]: String(lead.id),
      [`${p}[status_id]`]: String(lead.status_id),
      [`${p}[pipeline_id]`]: String(lead.pipeline_id),
      [`${p}[old_status_id]`]: String(old.status_id),
      [`${p}[old_pipeline_id]`]: String(old.pipeline_id),
      [`${p}[last_modified]`]: String(lead.updated_at),
      'account[id]': String(FAKE_AMO_ACCOUNT.id),
      'account[subdomain]': FAKE_AMO_ACCOUNT.subdomain,
    }).toString();
    const res = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    sent.push({ body, status: res?.status ?? 0 });
    await res?.body?.cancel();
    return res?.status ?? 0;
  };

  const ids = { lead: 30000001, note: 90000001 };
  const lead = leadsApi({
    leads,
    ids,
    baseUrl: () => fake.baseUrl,
    moved: (l, old) => void (notifyApi && notify(l, old)),
  });

  const api = (req: Received, res: http.ServerResponse, path: string) => {
    meter.hit();
    const fail = () =>
      hal(res, 500, problem(500, 'Internal Server Error', 'Internal Server Error'));
    const tooMany = () => {
      state.limited++;
      hal(res, 429, problem(429, 'Too Many Requests', 'Too Many Requests'));
    };
    if (f.take(res, fail, tooMany)) return;
    if (!state.allowed()) return tooMany();
    if (state.revoked || req.headers.authorization !== `Bearer ${state.token}`)
      return hal(res, 401, problem(401, 'Unauthorized', 'Unauthorized'));
    let body: unknown;
    try {
      body = req.body === '' ? undefined : JSON.parse(req.body);
    } catch {
      return hal(res, 400, problem(400, 'Bad Request', 'Request body is not valid JSON'));
    }
    const one = /^\/leads\/(\d+)(\/notes)?$/.exec(path);
    const found = one ? leads.get(Number(one[1])) : undefined;
    const reply = (a: Answer) => hal(res, ...a);
    if (req.method === 'GET' && path === '/account')
      return hal(res, 200, { ...FAKE_AMO_ACCOUNT, currency: 'RUB', country: 'RU' });
    if (req.method === 'GET' && path === '/leads/pipelines')
      return hal(res, 200, pipelinesView(fake.baseUrl));
    if (req.method === 'POST' && path === '/leads') return reply(lead.create(body));
    if (one && !found) return hal(res, 404, problem(404, 'Not Found', 'Lead not found'));
    if (found && req.method === 'PATCH' && !one?.[2]) return reply(lead.update(found, body));
    if (found && req.method === 'POST' && one?.[2]) return reply(lead.addNotes(found, body));
    hal(res, 404, problem(404, 'Not Found', 'Not Found'));
  };

  const control = async (req: Received, res: http.ServerResponse, path: string) => {
    const b = (req.body ? JSON.parse(req.body) : {}) as Json;
    const move = /^\/leads\/(\d+)\/move$/.exec(path);
    if (req.method === 'GET' && path === '/leads') return sendJson(res, 200, [...leads.values()]);
    if (req.method === 'GET' && path === '/stats') return sendJson(res, 200, fake.stats());
    if (req.method === 'POST' && move) {
      const status = await fake.move(
        Number(move[1]),
        Number(b.status_id),
        b.pipeline_id === undefined ? undefined : Number(b.pipeline_id),
      );
      return sendJson(res, 200, { webhook: status });
    }
    if (req.method === 'POST' && path === '/revoke') fake.revoke();
    else if (req.method === 'POST' && path === '/token') fake.setToken(String(b.token));
    else if (req.method === 'POST' && path === '/faults')
      fake.failNext(Number(b.count ?? 1), (b.mode as FaultMode) ?? '500');
    else if (req.method === 'POST' && path === '/rate') fake.setRate(Number(b.perSecond));
    else if (req.method === 'POST' && path === '/webhook')
      fake.webhookUrl = b.url ? String(b.url) : null;
    else if (req.method === 'POST' && path === '/reset') fake.reset();
    else return sendJson(res, 404, { error: 'no such control' });
    sendJson(res, 200, { ok: true });
  };

  const server = await startFakeServer(
    (req, res) => {
      const path = new URL(req.path, 'http://fake').pathname;
      if (path.startsWith('/api/v4/')) return api(req, res, path.slice('/api/v4'.length));
      if (path.startsWith('/__fake/'))
        return void control(req, res, path.slice('/__fake'.length)).catch((e: unknown) =>
          sendJson(res, 400, { error: (e as Error).message }),
        );
      hal(res, 404, problem(404, 'Not Found', 'Not Found'));
    },
    { port: o.port },
  );

  const fake: FakeAmoCrm = {
    ...server,
    baseUrl: server.url(),
    leads,
    webhookUrl: o.webhookUrl ?? null,
    sent,
    async move(leadId, statusId, pipelineId) {
      const lead = leads.get(leadId);
      if (!lead) throw new Error(`no lead ${leadId}`);
      const at = placement(pipelineId, statusId, lead);
      if ('error' in at) throw new Error(`${at.path}: not in the pipeline`);
      const old = { pipeline_id: lead.pipeline_id, status_id: lead.status_id };
      Object.assign(lead, at, { updated_at: now() });
      return notify(lead, old);
    },
    revoke: () => void (state.revoked = true),
    setToken(token) {
      state.token = token;
      state.revoked = false;
    },
    failNext: f.failNext,
    setRate: (perSecond) => void (state.allowed = perSecondLimit(perSecond)),
    stats: () => ({ ...meter.stats(), limited: state.limited }),
    reset() {
      leads.clear();
      sent.length = 0;
      server.requests.length = 0;
      meter.reset();
      f.failNext(0);
      Object.assign(state, {
        revoked: false,
        limited: 0,
        allowed: perSecondLimit(o.requestsPerSecond ?? 7),
      });
    },
  };
  return fake;
}
