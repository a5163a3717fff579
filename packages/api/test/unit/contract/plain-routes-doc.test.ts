/**
 * Every plain route (runtime/route-table.ts) is a row of docs/api.md's "Plain routes" table, with
 * its method: `<name>` in the documented path stands for one segment or a part of one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/runtime/app';

const doc = readFileSync(new URL('../../../../../docs/api.md', import.meta.url), 'utf8');
const table = doc.slice(
  doc.indexOf('## Plain routes'),
  doc.indexOf('\n## ', doc.indexOf('## Plain routes') + 5),
);

/** The documented `METHOD[, METHOD] /path` cells, as method lists and path patterns. */
const documented = [...table.matchAll(/^\| `([A-Z, ]+) (\/[^`]*)`/gm)].map(([, methods, path]) => ({
  methods: (methods ?? '').split(',').map((m) => m.trim()),
  pattern: new RegExp(
    `^${(path ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '[^/]+')}$`,
  ),
}));

describe('docs/api.md plain routes', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s is documented', (_, r) => {
    const concrete = r.path.replace(/:[A-Za-z]+/g, 'x');
    const row = documented.find((d) => d.pattern.test(concrete) && d.methods.includes(r.method));
    expect(row, `${r.method} ${r.path} in docs/api.md#plain-routes`).toBeDefined();
  });
});
