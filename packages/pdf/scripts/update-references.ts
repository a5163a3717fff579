/**
 * Rewrites the page images the pdf-images test compares against (test/reference/*.png), from the
 * current templates: `pnpm --filter @app/pdf update-references`. Look at the changed images
 * (git diff shows which) before committing them; the test itself only compares.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pdfPagePngs } from '../test/pdf-tools';
import {
  REFERENCE_DIR,
  REFERENCE_DPI,
  referenceDocuments,
  referencePage,
} from '../test/references';

mkdirSync(REFERENCE_DIR, { recursive: true });
for (const [name, render] of referenceDocuments) {
  const pages = pdfPagePngs(await render(), REFERENCE_DPI);
  pages.forEach((png, i) => writeFileSync(referencePage(name, i + 1), png));
  // A document that got shorter leaves no stale page behind.
  for (let i = pages.length + 1; existsSync(referencePage(name, i)); i++) {
    rmSync(referencePage(name, i));
  }
  console.info(
    `${name}: ${pages.length} page(s) written to ${path.relative(process.cwd(), REFERENCE_DIR)}`,
  );
}
