/**
 * `pnpm --filter @app/pdf bench`: warm in-process renders (offer median of 20, target < 100 ms;
 * 360-row schedule median of 5, < 1 s), RSS after 500 offers, one offer through a one-worker pool.
 * NODE_ENV=production, as the server runs; CPU time is the steadier figure on a busy host.
 */
import { renderCommercialOffer, renderPaymentSchedule } from '../src';
import { createRenderPool } from '../src/pool';
import { offerSample, scheduleSample } from '../test/fixtures';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

let cpuPerRun = 0;
async function timed(runs: number, render: () => Promise<Buffer>): Promise<number[]> {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  // CPU time of the whole process (GC threads included): less sensitive to a busy machine.
  cpuPerRun = (used.user + used.system) / 1000 / runs;
  return times;
}

const schedule = scheduleSample(360);
const offer = () => renderCommercialOffer(offerSample);

console.info(`@app/pdf bench (NODE_ENV=${process.env.NODE_ENV ?? ''}, node ${process.version})`);
await timed(5, offer); // warm-up: fonts, JIT
await timed(2, () => renderPaymentSchedule(schedule));

const offerTimes = await timed(20, offer);
console.info(
  `offer, 1 unit:        median ${median(offerTimes).toFixed(1)} ms (min ${Math.min(...offerTimes).toFixed(1)}, 20 runs; CPU ${cpuPerRun.toFixed(1)} ms a render)`,
);
const scheduleTimes = await timed(5, () => renderPaymentSchedule(schedule));
console.info(
  `schedule, 360 rows:   median ${median(scheduleTimes).toFixed(1)} ms (min ${Math.min(...scheduleTimes).toFixed(1)}, 5 runs; CPU ${cpuPerRun.toFixed(1)} ms a render)`,
);

gc();
const before = process.memoryUsage().rss;
const started = performance.now();
await timed(500, offer);
gc();
const after = process.memoryUsage().rss;
console.info(
  `500 offers:           ${((performance.now() - started) / 1000).toFixed(1)} s; RSS ${mb(before)} → ${mb(after)} (${after >= before ? '+' : ''}${mb(after - before)})${globalThis.gc ? '' : ' (no --expose-gc)'}`,
);

const pool = createRenderPool({ size: 1 });
await pool.render('offer', offerSample);
await pool.render('offer', offerSample);
const poolTimes = await timed(10, () => pool.render('offer', offerSample));
console.info(`offer via a 1-worker pool: median ${median(poolTimes).toFixed(1)} ms (10 runs)`);
await pool.close();
