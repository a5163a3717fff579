// The units grid's cost per refresh on the app (bench/run.mjs): the old full reload of units.list
// against units.changes({ since }), as CPU of the app and its PostgreSQL backends and bytes of
// JSON; "n/a" when the app has no units.changes. See bench/README.md, `pnpm bench` step 5.
import { cpuSeconds } from './lib.mjs';
import { call } from './scenarios.mjs';

const PAGE = 100;
const MAX_PAGES = 20;
export const OLD_EVERY_S = 4;
export const NEW_EVERY_S = 1.5;

const sum = (pids) => pids.reduce((s, pid) => s + cpuSeconds(pid), 0);
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `refresh` again and again for `seconds` (at least `min` times) after one untimed run;
 * `between()` runs before each one, outside the measured window. `pids()` names the processes
 * whose CPU counts ({ server, postgres }).
 */
async function perRefresh(refresh, { pids, seconds, min = 5, between }) {
  await refresh();
  const groups = await pids();
  const total = { node: 0, pg: 0, bytes: 0, items: 0, ms: 0, n: 0 };
  const started = performance.now();
  while (total.n < min || performance.now() - started < seconds * 1000) {
    await between?.();
    await pause(10); // let the server finish what the previous request left (GC, sockets)
    const node0 = sum(groups.server);
    const pg0 = sum(groups.postgres);
    const t0 = performance.now();
    const r = await refresh();
    total.ms += performance.now() - t0;
    total.node += sum(groups.server) - node0;
    total.pg += sum(groups.postgres) - pg0;
    total.bytes += r.bytes;
    total.items += r.items;
    total.n++;
  }
  const per = (v) => v / total.n;
  return {
    refreshes: total.n,
    node: per(total.node) * 1000,
    pg: per(total.pg) * 1000,
    bytes: per(total.bytes),
    items: per(total.items),
    ms: per(total.ms),
  };
}

export async function gridCost({ base, headers, headHeaders, unit, pids, seconds }) {
  const pageInput = (page) => ({
    filter: { filters: [] },
    pagination: { page, limit: PAGE, order_by: 'code', direction: 'asc' },
  });
  const units = async (page) => {
    const r = await call(base, 'units.list', { input: pageInput(page), headers: await headers() });
    if (r.status !== 200) throw new Error(`units.list: ${r.status} ${JSON.stringify(r.body)}`);
    return r;
  };
  const first = (await units(1)).body.result.data.pagination;
  const pages = Math.min(first.page_count, MAX_PAGES);
  const old = await perRefresh(
    async () => {
      const all = await Promise.all(Array.from({ length: pages }, (_, i) => units(i + 1)));
      return {
        bytes: all.reduce((s, r) => s + r.bytes, 0),
        items: all.reduce((s, r) => s + r.body.result.data.items.length, 0),
      };
    },
    { pids, seconds },
  );
  const result = { pages, total: first.total_count, old, quiet: null, oneChanged: null };

  const changes = async (since) =>
    call(base, 'units.changes', { input: since ? { since } : {}, headers: await headers() });
  const probe = await changes();
  if (probe.status !== 200) {
    result.missing = `${probe.status} ${probe.body?.error?.message ?? ''}`.trim();
    return result;
  }
  let version = probe.body.result.data.version;
  const poll = async () => {
    const r = await changes(version);
    if (r.status !== 200) throw new Error(`units.changes: ${r.status} ${JSON.stringify(r.body)}`);
    const data = r.body.result.data;
    version = data.version;
    return { bytes: r.bytes, items: data.items.length + data.deleted.length, reset: data.reset };
  };
  result.quiet = await perRefresh(poll, { pids, seconds });

  let status = 'UNIT_STATUS_AVAILABLE';
  const setStatus = async (next) => {
    const r = await call(base, 'units.setStatus', {
      input: { unit, status: next },
      headers: await headHeaders(),
      mutation: true,
    });
    if (r.status !== 200) throw new Error(`units.setStatus: ${r.status} ${JSON.stringify(r.body)}`);
    status = next;
  };
  const toggle = () =>
    setStatus(
      status === 'UNIT_STATUS_AVAILABLE' ? 'UNIT_STATUS_UNAVAILABLE' : 'UNIT_STATUS_AVAILABLE',
    );
  result.oneChanged = await perRefresh(poll, { pids, seconds, between: toggle });
  if (status !== 'UNIT_STATUS_AVAILABLE') await setStatus('UNIT_STATUS_AVAILABLE');
  return result;
}
