/**
 * Bundles server.ts (the node:http entry) into dist/server.mjs for `pnpm start`. The workspace
 * packages (TypeScript sources) and the app's own modules are bundled; every npm package stays an
 * import of its file in node_modules, resolved here from the package that imports it (pnpm gives
 * each workspace package its own dependencies), so Next and this server load the same copies.
 * `import.meta.url` keeps naming the source file (packages/db finds its migrations from it).
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const bundled = /^(@app\/|~\/|\.{1,2}\/|\/|node:)/;

await build({
  entryPoints: ['server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  alias: { '~': './src' },
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
