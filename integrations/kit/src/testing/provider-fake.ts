import type http from 'node:http';

/**
 * What the acquirers' fakes share: a switch that makes the next answers fail (500) or hang, a
 * per-second request limit, the test checkout page a browser "pays" on, and JSON answers.
 */
export type FaultMode = '500' | 'hang' | '429';

export interface Faults {
  /** The next `count` API requests answer 500 (or 429), or are never answered ('hang'). */
  failNext(count: number, mode?: FaultMode): void;
  /** Whether this request is taken by a fault (then it has been answered, or never will be). */
  take(res: http.ServerResponse, answer500: () => void, answer429?: () => void): boolean;
}

export function faults(): Faults {
  const state = { count: 0, mode: '500' as FaultMode };
  return {
    failNext(count, mode = '500') {
      state.count = count;
      state.mode = mode;
    },
    take(res, answer500, answer429) {
      if (state.count <= 0) return false;
      state.count--;
      if (state.mode === '500') answer500();
      else if (state.mode === '429') (answer429 ?? answer500)();
      else res.on('close', () => undefined); // left open: the client's deadline ends it
      return true;
    },
  };
}

/** At most `perSecond` requests in each second; false beyond (answered 429 by the fake). */
export function perSecondLimit(perSecond: number, now = () => Date.now()) {
  const window = { second: 0, count: 0 };
  return () => {
    const second = Math.floor(now() / 1000);
    if (second !== window.second) Object.assign(window, { second, count: 0 });
    return ++window.count <= perSecond;
  };
}

/** Requests counted per second of arrival: the most any one second saw (a bench's "never over"). */
export function rateMeter(now = () => Date.now()) {
  const window = { second: 0, count: 0, max: 0, total: 0 };
  return {
    hit() {
      const second = Math.floor(now() / 1000);
      if (second !== window.second) Object.assign(window, { second, count: 0 });
      window.count++;
      window.total++;
      window.max = Math.max(window.max, window.count);
    },
    stats: () => ({ total: window.total, maxPerSecond: window.max }),
    reset: () => void Object.assign(window, { second: 0, count: 0, max: 0, total: 0 }),
  };
}

export const sendJson = (res: http.ServerResponse, status: number, body: unknown) =>
  void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The fake's checkout page (phone-sized): what is paid, buttons posting `outcome` to `action`. */
export function checkoutPage(o: {
  provider: string;
  description: string;
  amount: string;
  action: string;
  outcomes: { value: string; label: string }[];
}): string {
  const buttons = o.outcomes
    .map((b) => `<button name="outcome" value="${escape(b.value)}">${escape(b.label)}</button>`)
    .join('\n');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(o.provider)} (test)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.375rem}button{font:inherit;min-height:3rem;padding:0 1.5rem;margin:0 .5rem .5rem 0}
</style></head><body>
<h1>${escape(o.provider)}: тестовая оплата</h1>
<p>${escape(o.description)}</p><p><strong>${escape(o.amount)}</strong></p>
<form method="post" action="${escape(o.action)}">${buttons}</form></body></html>`;
}

/** A form body (`a=1&b=2`) as an object. */
export const formFields = (body: string) => Object.fromEntries(new URLSearchParams(body));
