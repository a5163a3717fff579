/** Bundles server.ts (the node:http entry) into dist/server.mjs for `pnpm start`. */
import { bundleForNode } from '@app/esbuild-config/node-bundle';

await bundleForNode({ entry: 'server.ts', outfile: 'dist/server.mjs', alias: { '~': './src' } });
