import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { pdfPagePngs } from '../pdf-tools';
import { readReferences, REFERENCE_DPI, referenceDocuments } from '../references';

/*
 * Page images against the committed references (test/references.ts): a page fails when more
 * than 0.5 % of its pixels differ. The test only compares; `pnpm --filter @app/pdf
 * update-references` rewrites the references (look at them before committing). On a failure the
 * rendered page and a diff image are kept in a temporary folder named in the message.
 */
const MAX_DIFF_RATIO = 0.005;

function compare(name: string, actual: Buffer, reference: Buffer): number {
  const a = PNG.sync.read(actual);
  const r = PNG.sync.read(reference);
  if (a.width !== r.width || a.height !== r.height) return 1;
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, r.data, diff.data, a.width, a.height, { threshold: 0.1 });
  const ratio = differing / (a.width * a.height);
  if (ratio > MAX_DIFF_RATIO) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'app-pdf-diff-'));
    writeFileSync(path.join(dir, `${name}.actual.png`), actual);
    writeFileSync(path.join(dir, `${name}.diff.png`), PNG.sync.write(diff));
    console.error(`${name}: ${(ratio * 100).toFixed(2)} % of pixels differ; see ${dir}`);
  }
  return ratio;
}

describe('page images match the references', { timeout: 30_000 }, () => {
  it.each(referenceDocuments)('%s', async (name, render) => {
    const references = readReferences(name);
    expect(
      references.length,
      `no reference for ${name}: pnpm --filter @app/pdf update-references`,
    ).toBeGreaterThan(0);
    const pages = pdfPagePngs(await render(), REFERENCE_DPI);
    expect(pages).toHaveLength(references.length);
    pages.forEach((png, i) => {
      const reference = references[i];
      if (!reference) return;
      expect(
        compare(`${name}-${i + 1}`, png, reference),
        `${name} page ${i + 1}`,
      ).toBeLessThanOrEqual(MAX_DIFF_RATIO);
    });
  });
});
