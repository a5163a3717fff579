import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect } from './fixtures';

/** Clicks the screen's Export button and reads the downloaded file with exceljs. */
export async function exportFrom(page: Page, name: string | RegExp, fileName: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(fileName);
  const wb = new ExcelJS.Workbook();
  const bytes = await fs.readFile((await download.path()) ?? '');
  await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const ws = wb.worksheets[0] as ExcelJS.Worksheet;
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { header: rows[0] ?? [], rows: rows.slice(1), ws };
}
