import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs `fn` with the PDF written to a fresh temporary directory, then removes it. */
function withPdf<T>(pdf: Buffer, fn: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'app-pdf-test-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return fn(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function poppler(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: apt-get install -y poppler-utils (pnpm test does it)`);
    }
    throw error;
  }
}

/** The text of each page (pdftotext), no-break spaces read as spaces. */
export function pdfTextPages(pdf: Buffer): string[] {
  const text = withPdf(pdf, (file) => poppler('pdftotext', ['-enc', 'UTF-8', file, '-']));
  const pages = text.replaceAll('\u00A0', ' ').split('\f');
  if (pages[pages.length - 1]?.trim() === '') pages.pop();
  return pages;
}

/** pdfinfo's fields, dates as ISO. */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const out = withPdf(pdf, (file) => poppler('pdfinfo', ['-isodates', file]));
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

/** Every page's size line from pdfinfo, e.g. "595.28 x 841.89 pts (A4)". */
export function pdfPageSizes(pdf: Buffer): string[] {
  const out = withPdf(pdf, (file) => poppler('pdfinfo', ['-f', '1', '-l', '9999', file]));
  return [...out.matchAll(/^Page\s+\d+ size:\s*(.*)$/gm)].map((m) => m[1] ?? '');
}

/** Each page as a PNG (pdftoppm -png -r dpi). */
export function pdfPagePngs(pdf: Buffer, dpi: number): Buffer[] {
  return withPdf(pdf, (file, dir) => {
    poppler('pdftoppm', ['-png', '-r', String(dpi), file, path.join(dir, 'page')]);
    return readdirSync(dir)
      .filter((f) => f.startsWith('page') && f.endsWith('.png'))
      .sort((a, b) => Number(/(\d+)\.png$/.exec(a)?.[1]) - Number(/(\d+)\.png$/.exec(b)?.[1]))
      .map((f) => readFileSync(path.join(dir, f)));
  });
}
