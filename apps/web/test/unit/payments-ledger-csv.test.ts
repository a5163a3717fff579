import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvFileName, toCsv } from '../../src/components/payments-ledger/csv';
import {
  LEDGER_CSV_COLUMNS,
  ledgerCsv,
  type LedgerCsvPayment,
} from '../../src/components/payments-ledger/ledger-export';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['crlf\r\nend', '"crlf\r\nend"'],
    [' spaced ', ' spaced '],
  ])('quotes %j as RFC 4180 wants', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+7 999 123-45-67', "'+7 999 123-45-67"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\r=1', '"\'\r=1"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
  ])('keeps %j from running as a formula', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves a formula character inside the text alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('1-2')).toBe('1-2');
  });

  it('writes numbers as they are, negative ones too, and nothing for missing values', () => {
    expect(csvCell(50000)).toBe('50000');
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(-10)).toBe('-10');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark and ends every record with CRLF', () => {
    const text = toCsv([
      ['a', 'b'],
      [1, null],
    ]);
    expect(text).toBe(`${CSV_BOM}a,b\r\n1,\r\n`);
    expect(text.charCodeAt(0)).toBe(0xfeff);
  });

  it('keeps Cyrillic as it is, encoded to UTF-8 after the BOM', () => {
    const text = toCsv([['Кв. 12, секция «А»', 'Иванов Иван']]);
    expect(text).toBe(`${CSV_BOM}"Кв. 12, секция «А»",Иванов Иван\r\n`);
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(text.slice(1));
  });

  it('writes a header only for no rows', () => {
    expect(toCsv([['x']])).toBe(`${CSV_BOM}x\r\n`);
  });
});

describe('csvFileName', () => {
  it('names the file after the local day', () => {
    expect(csvFileName('payments', new Date(2026, 0, 5, 23, 59))).toBe('payments-2026-01-05.csv');
    expect(csvFileName('payments', new Date(2026, 10, 20, 0, 0))).toBe('payments-2026-11-20.csv');
  });
});

describe('ledgerCsv', () => {
  const payment: LedgerCsvPayment = {
    id: '00000000-0000-4000-8000-000000000001',
    created_at: '2026-03-01T09:30:00.000Z',
    booking: '00000000-0000-4000-8000-000000000002',
    booking_number: 17,
    unit_code: '1-05-12',
    unit_name: 'Квартира 12, 2к',
    provider: 'MANUAL',
    status: 'REFUND_REQUIRED',
    amount: 50000,
    currency: 'RUB',
    order: null,
    confirmed_by_name: 'Петрова Анна',
    reason: '=cmd|/C calc',
    provider_payment_id: null,
  };

  it('writes the header and one record per payment with the API codes', () => {
    const [header, row, rest] = ledgerCsv([payment]).slice(1).split('\r\n');
    expect(header).toBe(LEDGER_CSV_COLUMNS.join(','));
    expect(header).toBe(
      'created_at,booking_number,unit_code,unit_name,provider,status,amount,currency,order,confirmed_by,reason,provider_payment_id,booking,id',
    );
    expect(row).toBe(
      [
        '2026-03-01T09:30:00.000Z',
        '17',
        '1-05-12',
        '"Квартира 12, 2к"',
        'MANUAL',
        'REFUND_REQUIRED',
        '50000',
        'RUB',
        '',
        'Петрова Анна',
        "'=cmd|/C calc",
        '',
        payment.booking,
        payment.id,
      ].join(','),
    );
    expect(rest).toBe('');
  });
});
