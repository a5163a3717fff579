// The worker's task module as piscina loads it (plain JS: Node starts it without a loader). Runs
// the prebuilt dist/worker.mjs (`pnpm --filter @app/pdf build`); without it, or when a source is
// newer (a stale bundle in development), the TypeScript sources through tsx.
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = new URL('../dist/worker.mjs', import.meta.url);
const srcDir = fileURLToPath(new URL('.', import.meta.url));

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : (mtime(path) ?? 0));
  }
  return newest;
}

/** A line in the server's log format (packages/api/src/lib/log.ts); the worker has no logger. */
function warn(msg) {
  const line = {
    level: 'warn',
    time: new Date().toISOString(),
    pid: process.pid,
    component: 'pdf',
    msg,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

async function load() {
  const built = mtime(fileURLToPath(bundle));
  if (built !== null && built >= newestSource(srcDir)) return import(bundle.href);
  if (built !== null) warn('dist/worker.mjs is older than src/; running the sources through tsx');
  const { register } = await import('tsx/esm/api');
  register();
  return import('./worker.ts');
}

export default (await load()).default;
