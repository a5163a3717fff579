// Starts the fake amoCRM (src/testing/cli.ts, bundled by esbuild) on 127.0.0.1; see integrations/crm/README.md.
import { build } from 'esbuild';

const outfile = new URL('../dist/fake.mjs', import.meta.url).pathname;
await build({
  entryPoints: [new URL('../src/testing/cli.ts', import.meta.url).pathname],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  outfile,
  logLevel: 'warning',
});
await import(outfile);
