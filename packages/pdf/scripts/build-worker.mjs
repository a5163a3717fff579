/**
 * Bundles the render worker (src/worker.ts and the templates) into dist/worker.mjs, which
 * src/worker-entry.mjs loads in production instead of tsx; the fonts are found from the sources'
 * `import.meta.url`. `node scripts/build-worker.mjs [outfile]` (default dist/worker.mjs).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '@app/esbuild-config/node-bundle';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.resolve(process.argv[2] ?? path.join(root, 'dist/worker.mjs'));

await bundleForNode({ entry: path.join(root, 'src/worker.ts'), outfile, jsx: 'automatic' });
console.info(`@app/pdf: built ${path.relative(process.cwd(), outfile)}`);
