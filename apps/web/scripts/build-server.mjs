/**
 * Bundles server.ts (the node:http entry) into dist/server.mjs for `pnpm start`.
 *
 *   node scripts/build-server.mjs [outfile]     (default dist/server.mjs)
 */
import path from 'node:path';
import { bundleForNode } from '@app/esbuild-config/node-bundle';

const web = path.resolve(import.meta.dirname, '..');
await bundleForNode({
  entry: path.join(web, 'server.ts'),
  outfile: path.resolve(process.argv[2] ?? path.join(web, 'dist/server.mjs')),
  alias: { '~': path.join(web, 'src') },
});
