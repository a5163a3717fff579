#!/usr/bin/env node
// check-cycles [folder…] (default src): fails when files under the folders import each other in a
// cycle, type-only and dynamic imports included (ESLint's import-x/no-cycle skips both). Resolves
// through the package's tsconfig.json paths; other packages and node_modules are not followed.
import fs from 'node:fs';
import path from 'node:path';
import madge from 'madge';

const folders = process.argv.slice(2).filter((f) => fs.existsSync(f));
if (folders.length === 0) folders.push('src');

const detective = { skipTypeImports: false, skipAsyncImports: false, mixedImports: true };
const result = await madge(folders, {
  baseDir: process.cwd(),
  fileExtensions: ['ts', 'tsx', 'js', 'mjs'],
  tsConfig: fs.existsSync('tsconfig.json') ? path.resolve('tsconfig.json') : undefined,
  excludeRegExp: [/node_modules/, /\.d\.ts$/],
  detectiveOptions: { ts: detective, tsx: detective, es6: detective },
});

const cycles = result.circular();
const name =
  JSON.parse(fs.readFileSync('package.json', 'utf8')).name ?? path.basename(process.cwd());
if (cycles.length > 0) {
  console.error(`${name}: ${cycles.length} import cycle(s) between files (type imports included):`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
  console.error('Move the shared piece (often a type) into a file both can import.');
  process.exit(1);
}
const files = Object.keys(result.obj()).length;
console.info(`${name}: no import cycle among ${files} files`);
