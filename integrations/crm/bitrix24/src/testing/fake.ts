import type http from 'node:http';
import {
  faults,
  rateMeter,
  sendJson,
  startFakeServer,
  type FakeServer,
  type FaultMode,
  type Received,
} from '@app/integration-kit/testing';
import { bitrixError, bitrixMethods, bitrixTime, isObject, refusal } from './methods';
import { timeBlock, type FakeBitrixDeal } from './state';

/**
 * A fake Bitrix24 portal from its REST documentation: an inbound webhook
 * (`/rest/<user>/<key>/<method>.json`, JSON params), the crm methods the connector calls, the
 * `{ error, error_description }` answers, the leaky bucket (drain 2/s, burst 50, beyond it 503
 * QUERY_LIMIT_EXCEEDED) and ONCRMDEALUPDATE to an outbound handler. Control: `/__fake/…`.
 */
export interface FakeBitrix24Options {
  userId?: string;
  key?: string;
  /** The outbound webhook's application_token, sent in every event. */
  applicationToken?: string;
  port?: number;
  /** The leaky bucket: drained `perSecond`, at most `burst` requests in it. */
  rate?: { perSecond: number; burst: number };
  /** Where ONCRMDEALUPDATE goes (the app's /api/crm/bitrix24/events). */
  webhookUrl?: string | null;
  /** Whether crm.deal.update through the API also sends ONCRMDEALUPDATE (Bitrix24 does). Default true. */
  notifyApiChanges?: boolean;
}

export interface FakeBitrix24 extends FakeServer {
  /** BITRIX24_WEBHOOK_URL for the connector. */
  webhookBase: string;
  applicationToken: string;
  deals: Map<string, FakeBitrixDeal>;
  webhookUrl: string | null;
  /** Events sent: the form body and the status it was answered with (0: no answer). */
  sent: { body: string; status: number }[];
  /** Moves a deal to a stage of its category as a manager would, then sends the event. */
  move(dealId: string, stageId: string): Promise<number>;
  /** The webhook is deleted: every call from then on is 401 INVALID_CREDENTIALS. */
  revoke(): void;
  failNext(count: number, mode?: FaultMode): void;
  setRate(rate: { perSecond: number; burst: number }): void;
  /** Requests to the REST API: total, the most in one second, how many were refused with 503. */
  stats(): { total: number; maxPerSecond: number; limited: number };
  reset(): void;
}

type Json = Record<string, unknown>;
const DEFAULT_RATE = { perSecond: 2, burst: 50 };

export async function startBitrix24Fake(o: FakeBitrix24Options = {}): Promise<FakeBitrix24> {
  const userId = o.userId ?? '1';
  const state = {
    key: o.key ?? 'fakewebhookkey0123456789',
    revoked: false,
    limited: 0,
    rate: o.rate ?? DEFAULT_RATE,
    bucket: { level: 0, at: Date.now() },
  };
  const deals = new Map<string, FakeBitrixDeal>();
  const f = faults();
  const meter = rateMeter();
  const sent: FakeBitrix24['sent'] = [];
  const notifyApi = o.notifyApiChanges ?? true;
  const applicationToken = o.applicationToken ?? 'fakeapplicationtoken0123456789ab';

  /** The leaky bucket: each request adds one, `perSecond` drain away; full means refused. */
  const admitted = () => {
    const t = Date.now();
    const b = state.bucket;
    b.level = Math.max(0, b.level - ((t - b.at) / 1000) * state.rate.perSecond);
    b.at = t;
    if (b.level + 1 > state.rate.burst) return false;
    b.level += 1;
    return true;
  };

  const answer = (res: http.ServerResponse, status: number, body: Json) =>
    sendJson(res, status, status === 200 ? { ...body, time: timeBlock() } : body);
  const error = (res: http.ServerResponse, ...a: Parameters<typeof bitrixError>) =>
    answer(res, ...bitrixError(...a));

  const notify = async (deal: FakeBitrixDeal) => {
    if (!fake.webhookUrl) return 0;
    const host = new URL(fake.webhookBase).host;
    const body = new URLSearchParams({
      event: 'ONCRMDEALUPDATE',
      event_handler_id: '1',
      'data[FIELDS][ID]': deal.ID,
      ts: String(Math.floor(Date.now() / 1000)),
      'auth[domain]': host,
      'auth[client_endpoint]': `http://${host}/rest/`,
      'auth[server_endpoint]': 'https://oauth.bitrix.info/rest/',
      'auth[member_id]': 'a223c6b3710f85df22e9377d6c4f7553',
      'auth[application_token]': fake.applicationToken,
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

  const ids = { deal: 1001, comment: 5001 };
  const methods = bitrixMethods({
    userId,
    deals,
    ids,
    updated: (deal) => void (notifyApi && notify(deal)),
  });

  const rest = (req: Received, res: http.ServerResponse, path: string) => {
    meter.hit();
    const m = /^\/rest\/(\d+)\/([A-Za-z0-9]+)\/([a-z0-9._]+?)(?:\.json)?$/i.exec(path);
    if (!m) return error(res, 401, 'NO_AUTH_FOUND', 'Wrong authorization data');
    const fail = () => error(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
    const tooLong = () =>
      error(res, 429, 'OPERATION_TIME_LIMIT', 'Method is blocked due to operation time limit.');
    if (f.take(res, fail, tooLong)) return;
    if (!admitted()) {
      state.limited++;
      return error(res, 503, 'QUERY_LIMIT_EXCEEDED', 'Too many requests');
    }
    if (state.revoked || m[1] !== userId || m[2] !== state.key)
      return error(res, 401, 'INVALID_CREDENTIALS', 'Invalid request credentials');
    const method = methods[(m[3] ?? '').toLowerCase()];
    if (!method) return error(res, 404, 'ERROR_METHOD_NOT_FOUND', 'Method not found!');
    let params: unknown;
    try {
      params = req.body === '' ? {} : JSON.parse(req.body);
    } catch {
      return error(res, 400, 'INVALID_REQUEST', 'Request body is not valid JSON');
    }
    const [status, body] = method(isObject(params) ? params : {});
    answer(res, status, body);
  };

  const control = async (req: Received, res: http.ServerResponse, path: string) => {
    const b = (req.body ? JSON.parse(req.body) : {}) as Json;
    const move = /^\/deals\/(\d+)\/move$/.exec(path);
    if (req.method === 'GET' && path === '/deals') return sendJson(res, 200, [...deals.values()]);
    if (req.method === 'GET' && path === '/stats') return sendJson(res, 200, fake.stats());
    if (req.method === 'POST' && move)
      return sendJson(res, 200, { webhook: await fake.move(move[1] ?? '', String(b.stage_id)) });
    if (req.method === 'POST' && path === '/revoke') fake.revoke();
    else if (req.method === 'POST' && path === '/faults')
      fake.failNext(Number(b.count ?? 1), (b.mode as FaultMode) ?? '500');
    else if (req.method === 'POST' && path === '/rate')
      fake.setRate({
        perSecond: Number(b.perSecond),
        burst: Number(b.burst ?? DEFAULT_RATE.burst),
      });
    else if (req.method === 'POST' && path === '/webhook')
      fake.webhookUrl = b.url ? String(b.url) : null;
    else if (req.method === 'POST' && path === '/reset') fake.reset();
    else return sendJson(res, 404, { error: 'no such control' });
    sendJson(res, 200, { ok: true });
  };

  const server = await startFakeServer(
    (req, res) => {
      const path = new URL(req.path, 'http://fake').pathname;
      if (path.startsWith('/rest/')) return rest(req, res, path);
      if (path.startsWith('/__fake/'))
        return void control(req, res, path.slice('/__fake'.length)).catch((e: unknown) =>
          sendJson(res, 400, { error: (e as Error).message }),
        );
      sendJson(res, 404, { error: 'NOT_FOUND', error_description: 'Not found' });
    },
    { port: o.port },
  );

  const fake: FakeBitrix24 = {
    ...server,
    webhookBase: server.url(`/rest/${userId}/${state.key}/`),
    applicationToken,
    deals,
    webhookUrl: o.webhookUrl ?? null,
    sent,
    async move(dealId, stageId) {
      const deal = deals.get(dealId);
      if (!deal) throw new Error(`no deal ${dealId}`);
      if (refusal({ STAGE_ID: stageId }, deal.CATEGORY_ID))
        throw new Error(`${stageId}: not in the category`);
      deal.STAGE_ID = stageId;
      deal.DATE_MODIFY = bitrixTime();
      return notify(deal);
    },
    revoke: () => void (state.revoked = true),
    failNext: f.failNext,
    setRate(rate) {
      state.rate = rate;
      state.bucket = { level: 0, at: Date.now() };
    },
    stats: () => ({ ...meter.stats(), limited: state.limited }),
    reset() {
      deals.clear();
      sent.length = 0;
      server.requests.length = 0;
      meter.reset();
      f.failNext(0);
      Object.assign(state, {
        revoked: false,
        limited: 0,
        rate: o.rate ?? DEFAULT_RATE,
        bucket: { level: 0, at: Date.now() },
      });
    },
  };
  return fake;
}
