import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * The import order of a package's folders, enforced by lint (docs/architecture.md).
 *
 * `layers` lists the folders under `root` from the bottom up; folders in one layer are peers.
 * A folder may import folders of its own layer or of earlier layers, never of a later one, and
 * (with `entryPoint`) another folder only through its `index.ts`, so each domain shows one face.
 * `outside` names paths beside `root` (routers, the runtime) that also reach a folder only
 * through its entry point. `zones` adds restrictions of the same kind (e.g. a floor that imports
 * no domain). Files anywhere under `files` must form no import cycle.
 *
 * Paths are relative to `dir`, the package's folder (pass `import.meta.dirname` from its
 * eslint.config.js), so the rule holds whichever folder ESLint runs from.
 *
 * @param {{
 *   dir: string;
 *   files: string[];
 *   root: string;
 *   layers: string[][];
 *   entryPoint?: boolean;
 *   outside?: string[];
 *   peersMayImport?: boolean;
 *   zones?: { target: string | string[]; from: string | string[]; except?: string[]; message: string }[];
 * }} opts
 */
export function layeredImports({
  dir,
  files,
  root,
  layers,
  entryPoint = false,
  outside = [],
  peersMayImport = false,
  zones: extraZones = [],
}) {
  const zones = [...extraZones];
  const all = layers.flat();
  // Every folder under root must have its place in the order: a new domain finds it first.
  const unplaced = fs
    .readdirSync(path.resolve(dir, root), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !all.includes(d.name))
    .map((d) => d.name);
  if (unplaced.length > 0) {
    throw new Error(
      `${root}: ${unplaced.join(', ')} not placed in the declared order (eslint.config.js, docs/architecture.md)`,
    );
  }
  const order = layers.map((l) => l.join(', ')).join('  →  ');
  layers.forEach((layer, i) => {
    const later = layers.slice(i + 1).flat();
    for (const folder of layer) {
      for (const other of later) {
        zones.push({
          target: `${root}/${folder}`,
          from: `${root}/${other}`,
          message: `${folder} comes before ${other} in the declared order (${order}); move the shared piece down or the caller up.`,
        });
      }
      if (!peersMayImport) {
        for (const peer of layer.filter((f) => f !== folder)) {
          zones.push({
            target: `${root}/${folder}`,
            from: `${root}/${peer}`,
            message: `${folder} and ${peer} are peers in one layer and do not import each other.`,
          });
        }
      }
    }
  });
  if (entryPoint) {
    for (const folder of all) {
      const others = [...all.filter((f) => f !== folder).map((f) => `${root}/${f}`), ...outside];
      for (const target of others) {
        zones.push({
          target,
          from: `${root}/${folder}`,
          except: ['./index.ts'],
          message: `Import ${folder} through its entry point (${root}/${folder}/index.ts).`,
        });
      }
    }
  }
  return [
    {
      files,
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            alwaysTryTypes: true,
            project: path.join(dir, 'tsconfig.json'),
          }),
        ],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': ['error', { zones, basePath: dir }],
      },
    },
  ];
}
