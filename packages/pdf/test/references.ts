import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderCommercialOffer, renderPaymentSchedule } from '../src';
import { offerManyUnits, offerSample, scheduleSample } from './fixtures';

/**
 * The documents whose page images are committed under test/reference/ (pdftoppm -png -r 50):
 * `pdf-images.test.ts` compares against them, `pnpm --filter @app/pdf update-references`
 * (scripts/update-references.ts) rewrites them.
 */
export const REFERENCE_DIR = fileURLToPath(new URL('./reference/', import.meta.url));
export const REFERENCE_DPI = 50;

export const referenceDocuments: [string, () => Promise<Buffer>][] = [
  ['offer', () => renderCommercialOffer(offerSample)],
  ['offer-3-units', () => renderCommercialOffer(offerManyUnits)],
  ['schedule-12', () => renderPaymentSchedule(scheduleSample(12))],
  ['schedule-360', () => renderPaymentSchedule(scheduleSample(360))],
];

/** The file of a document's page (1-based). */
export const referencePage = (name: string, page: number) =>
  path.join(REFERENCE_DIR, `${name}-${page}.png`);

/** A document's committed page images, in order (none when it has no reference yet). */
export function readReferences(name: string): Buffer[] {
  const pages: Buffer[] = [];
  for (let i = 1; existsSync(referencePage(name, i)); i++) {
    pages.push(readFileSync(referencePage(name, i)));
  }
  return pages;
}
