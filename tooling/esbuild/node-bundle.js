/**
 * One esbuild setup for the workspace's Node bundles (apps/web's dist/server.mjs, @app/pdf's
 * dist/worker.mjs, @app/db's dist/db.mjs): workspace sources bundled, npm packages imported by
 * paths relative to the bundle, no path of the building machine (docs/decisions.md, "Packaging").
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/** A relative ES module specifier from `fromDir` to `file` ("./x" or "../x", always "/"). */
function relativeSpecifier(fromDir, file) {
  const rel = path.relative(fromDir, file).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/**
 * @param {RegExp} bundled import paths that are bundled; every other one stays external
 * @param {string} outDir the bundle's folder
 * @param {string} entryPath the entry (its own `import.meta.dirname` is the bundle's folder)
 */
function npmPackagesFromNodeModules(bundled, outDir, entryPath) {
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
        // Resolved from the importing package (pnpm gives each its own dependencies).
        if (found.errors.length) return { errors: found.errors };
        return { path: relativeSpecifier(outDir, found.path), external: true };
      });
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (/import\.meta\.(dirname|filename)/.test(source) && args.path !== entryPath)
          return {
            errors: [
              {
                text: `${args.path}: use import.meta.url (dirname/filename would name the bundle)`,
              },
            ],
          };
        // The source's URL from the bundle's location at run time: packages/db finds its
        // migrations and @app/pdf its fonts wherever the folder is moved.
        const url = `new URL(${JSON.stringify(relativeSpecifier(outDir, args.path))}, import.meta.url).href`;
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
  const outDir = path.dirname(path.resolve(outfile));
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
    plugins: [npmPackagesFromNodeModules(bundled, outDir, path.resolve(entry))],
  });
}
