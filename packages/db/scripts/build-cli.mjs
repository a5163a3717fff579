/**
 * Bundles the backup / restore command (src/cli/bundle.ts) into dist/db.mjs, which the deployable
 * bundle's db.mjs launcher runs (no tsx there), with tooling/esbuild/node-bundle.js.
 * `node scripts/build-cli.mjs [outfile]` (default dist/db.mjs).
 */
import path from 'node:path';
import { bundleForNode } from '@app/esbuild-config/node-bundle';

const root = path.resolve(import.meta.dirname, '..');
const outfile = path.resolve(process.argv[2] ?? path.join(root, 'dist/db.mjs'));

await bundleForNode({ entry: path.join(root, 'src/cli/bundle.ts'), outfile });
console.info(`@app/db: built ${path.relative(process.cwd(), outfile)}`);
