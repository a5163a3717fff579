/**
 * One esbuild setup for the workspace's Node bundles (apps/web's dist/server.mjs, @app/pdf's
 * dist/worker.mjs). The workspace packages (TypeScript sources) and the caller's own modules are
 * bundled; every npm package stays an import of its file in node_modules, resolved from the
 * package that imports it (pnpm gives each workspace package its own dependencies), so the bundle
 * loads the same copies as everything else. `import.meta.url` keeps naming the source file
 * (packages/db finds its migrations from it, @app/pdf its fonts).
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** @param {RegExp} bundled import paths that are bundled; every other one stays external */
function npmPackagesFromNodeModules(bundled) {
  return {
    name: 'npm-packages-from-node-modules',
    /** @param {import('esbuild').PluginBuild} b */
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
  };
}

/**
 * @param {{ entry: string, outfile: string, alias?: Record<string, string>, jsx?: 'automatic' }} options
 *   `alias` keys are bundled too (e.g. `{ '~': './src' }`).
 */
export async function bundleForNode({ entry, outfile, alias = {}, jsx }) {
  const prefixes = ['@app/', ...Object.keys(alias).map((key) => `${key}/`)]
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  const bundled = new RegExp(`^(${prefixes}|\\.{1,2}/|/|node:)`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    alias,
    ...(jsx ? { jsx } : {}),
    plugins: [npmPackagesFromNodeModules(bundled)],
  });
}
