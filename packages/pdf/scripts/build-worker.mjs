/**
 * Bundles the render worker (src/worker.ts and the templates) into dist/worker.mjs, which
 * src/worker-entry.mjs loads in production instead of running the TypeScript through tsx.
 * The package's own modules are bundled; every npm package stays an import of its file in
 * node_modules, resolved from the importing package (as apps/web/scripts/build-server.mjs
 * does). `import.meta.url` keeps naming the source file, so the fonts are found from it.
 *
 *   node scripts/build-worker.mjs [outfile]     (default dist/worker.mjs)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.resolve(process.argv[2] ?? path.join(root, 'dist/worker.mjs'));
const bundled = /^(@app\/|\.{1,2}\/|\/|node:)/;

await build({
  entryPoints: [path.join(root, 'src/worker.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  jsx: 'automatic',
  plugins: [
    {
      name: 'npm-packages-from-node-modules',
      setup(b) {
        b.onResolve({ filter: /.*/ }, async (args) => {
          if (args.kind === 'entry-point' || args.pluginData?.inner || bundled.test(args.path))
            return undefined;
          const found = await b.resolve(args.path, {
            kind: args.kind,
            resolveDir: args.resolveDir,
            importer: args.importer,
            pluginData: { inner: true },
          });
          if (found.errors.length) return { errors: found.errors };
          return { path: found.path, external: true };
        });
        b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
          const source = await readFile(args.path, 'utf8');
          const url = JSON.stringify(pathToFileURL(args.path).href);
          return {
            contents: source.replaceAll('import.meta.url', url),
            loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          };
        });
      },
    },
  ],
});
console.info(`@app/pdf: built ${path.relative(process.cwd(), outfile)}`);
