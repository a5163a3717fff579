import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { renderCommercialOffer, renderPaymentSchedule } from '../../src';
import { offerManyUnits, offerSample, scheduleSample } from '../fixtures';
import { pdfPagePngs } from '../pdf-tools';

/*
 * Page images against committed references (pdftoppm -png -r 50): a page fails when more than
 * 0.5 % of its pixels differ. UPDATE_PDF_REFERENCES=1 rewrites the references; look at them
 * before committing. On a failure the rendered page and a diff image are kept in a temporary
 * folder named in the message.
 */
const REFERENCE_DIR = fileURLToPath(new URL('../reference/', import.meta.url));
const UPDATE = process.env.UPDATE_PDF_REFERENCES === '1';
const DPI = 50;
const MAX_DIFF_RATIO = 0.005;

const documents: [string, () => Promise<Buffer>][] = [
  ['offer', () => renderCommercialOffer(offerSample)],
  ['offer-3-units', () => renderCommercialOffer(offerManyUnits)],
  ['schedule-12', () => renderPaymentSchedule(scheduleSample(12))],
  ['schedule-360', () => renderPaymentSchedule(scheduleSample(360))],
];

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
  it.each(documents)('%s', async (name, render) => {
    const pages = pdfPagePngs(await render(), DPI);
    if (UPDATE) {
      mkdirSync(REFERENCE_DIR, { recursive: true });
      pages.forEach((png, i) =>
        writeFileSync(path.join(REFERENCE_DIR, `${name}-${i + 1}.png`), png),
      );
      for (
        let i = pages.length + 1;
        existsSync(path.join(REFERENCE_DIR, `${name}-${i}.png`));
        i++
      ) {
        rmSync(path.join(REFERENCE_DIR, `${name}-${i}.png`));
      }
    }
    const references: Buffer[] = [];
    for (let i = 1; existsSync(path.join(REFERENCE_DIR, `${name}-${i}.png`)); i++) {
      references.push(readFileSync(path.join(REFERENCE_DIR, `${name}-${i}.png`)));
    }
    expect(
      references.length,
      `no reference for ${name}: run with UPDATE_PDF_REFERENCES=1`,
    ).toBeGreaterThan(0);
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
