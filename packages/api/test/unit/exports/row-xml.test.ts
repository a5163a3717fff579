import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  columnLetters,
  excelSerial,
  rowXml,
  xmlText,
} from '../../../src/services/exports/row-xml';
import { openSheet, type CellValue, type SheetColumn } from '../../../src/services/exports/sheet';

describe('columnLetters', () => {
  it('counts A to Z, then AA', () => {
    expect([1, 2, 26, 27, 52, 53, 702, 703].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});

describe('xmlText', () => {
  it('escapes markup and drops what XML cannot hold, keeping tab, newline and return', () => {
    expect(xmlText(`<b>"Ромашка" & 'Co'</b>`)).toBe(
      '&lt;b&gt;&quot;Ромашка&quot; &amp; &apos;Co&apos;&lt;/b&gt;',
    );
    expect(xmlText('a\u0000b\u0008c\u000bd\u001fe\u007ff')).toBe('abcdef');
    expect(xmlText('a\tb\nc\rd')).toBe('a\tb\nc\rd');
  });

  it('gives plain text back as it is, twice in a row (no state kept between calls)', () => {
    expect(xmlText('Иванов & сын')).toBe('Иванов &amp; сын');
    expect(xmlText('Иванов & сын')).toBe('Иванов &amp; сын');
    expect(xmlText('Иванов')).toBe('Иванов');
  });
});

describe('rowXml', () => {
  // Dates shown an hour later than UTC, as a zone at +1 would.
  const layout = {
    letters: ['A', 'B', 'C', 'D'],
    styleIds: [1, 0, 2, 3],
    localMs: (ms: number) => ms + 3_600_000,
  };

  it('writes numbers, dates as local serial days, text as text and empty styled cells', () => {
    const at = new Date(Date.UTC(2026, 10, 27, 15, 0));
    // 2026-11-27 16:00 local: day 46353, and 16 hours of 24.
    const serial = 46353 + 16 / 24;
    expect(rowXml(layout, 7, [42.5, '=SUM(A1)', at, null])).toBe(
      '<row r="7" spans="1:4" x14ac:dyDescent="0.25">' +
        '<c r="A7" s="1"><v>42.5</v></c>' +
        '<c r="B7" t="str"><v>=SUM(A1)</v></c>' +
        `<c r="C7" s="2"><v>${excelSerial(at.getTime() + 3_600_000)}</v></c>` +
        '<c r="D7" s="3"/>' +
        '</row>',
    );
    expect(excelSerial(at.getTime() + 3_600_000)).toBeCloseTo(serial, 9);
    expect(excelSerial(Date.UTC(1970, 0, 1))).toBe(25569);
  });

  it('leaves out an unstyled empty cell, and numbers or dates XML cannot write', () => {
    expect(rowXml(layout, 2, [Number.NaN, null, new Date(Number.NaN), Infinity])).toBe(
      '<row r="2" spans="1:4" x14ac:dyDescent="0.25"><c r="A2" s="1"/><c r="C2" s="2"/><c r="D2" s="3"/></row>',
    );
  });
});

describe('openSheet: rows written past exceljs read back as exceljs wrote them', () => {
  const columns: SheetColumn[] = [
    { header: '№', type: 'integer', width: 8 },
    { header: 'Текст', type: 'text', width: 20 },
    { header: 'Сумма', type: 'money', width: 16 },
    { header: 'Когда', type: 'datetime', width: 16 },
    { header: 'Площадь', type: 'area', width: 10 },
  ];

  async function written(rows: CellValue[][], pageSize: number): Promise<ExcelJS.Worksheet> {
    const sheet = openSheet({ sheetName: 'Лист', columns, locale: 'ru', timeZone: 'UTC' });
    const chunks: Buffer[] = [];
    sheet.output.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => sheet.output.on('end', resolve));
    for (let i = 0; i < rows.length; i += pageSize)
      expect(await sheet.addRows(rows.slice(i, i + pageSize))).toBe(true);
    await sheet.finish();
    await ended;
    const file = Buffer.concat(chunks);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.length));
    return book.worksheets[0] as ExcelJS.Worksheet;
  }

  it('keeps every value, type, number format and row number over many pages and write pieces', async () => {
    const at = new Date(Date.UTC(2026, 0, 31, 23, 59));
    // Long text: one page's XML is several of openSheet's write pieces.
    const rows: CellValue[][] = Array.from({ length: 700 }, (_, n) => [
      n,
      n % 9 === 0 ? null : `Покупатель ${n} «${'я'.repeat(n % 120)}» <&>`,
      n % 5 === 0 ? null : 4_000_000 + n * 0.01,
      n % 7 === 0 ? null : new Date(at.getTime() + n * 60_000),
      55.25,
    ]);
    const ws = await written(rows, 250);
    expect(ws.actualRowCount).toBe(701);
    expect(ws.getRow(1).getCell(2).value).toBe('Текст');
    for (const n of [0, 1, 9, 10, 349, 699]) {
      const row = ws.getRow(n + 2);
      const [num, text, money, when] = rows[n] as CellValue[];
      expect(row.getCell(1).value).toBe(num);
      expect(row.getCell(2).value).toBe(text);
      expect(row.getCell(3).value).toBe(money);
      expect(row.getCell(3).numFmt).toBe('#,##0.00 "₽"');
      expect((row.getCell(4).value as Date | null)?.toISOString()).toBe(
        (when as Date | null)?.toISOString(),
      );
      expect(row.getCell(4).numFmt).toBe('dd.mm.yyyy hh:mm');
      expect(row.getCell(5).numFmt).toBe('#,##0.00');
    }
  });

  it('writes hostile text as plain text: no formula, no markup, no broken XML', async () => {
    const hostile = [
      '=HYPERLINK("http://evil.test","click")',
      '</v></c><c r="Z1"><f>1+1</f></c>',
      ']]><!-- x -->',
      'нуль\u0000байт и \u0007звонок',
      '😀 эмодзи',
    ];
    const ws = await written(
      hostile.map((text, n) => [n, text, null, null, null]),
      2,
    );
    expect(hostile.map((_, n) => ws.getRow(n + 2).getCell(2).value)).toEqual([
      hostile[0],
      hostile[1],
      hostile[2],
      'нульбайт и звонок',
      hostile[4],
    ]);
    expect(ws.getRow(2).getCell(2).formula).toBeUndefined();
    expect(ws.getCell('Z1').value).toBeNull();
  });
});
