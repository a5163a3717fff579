import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvCell,
  csvFileName,
  CsvNumber,
  toCsv,
} from '../../../src/components/payments-ledger/csv';
import {
  csvAmount,
  csvDateTime,
  LEDGER_CSV_COLUMNS,
  ledgerCsv,
  type LedgerCsvOptions,
  type LedgerCsvPayment,
} from '../../../src/components/payments-ledger/ledger-export';

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

describe('csv in Russian', () => {
  it('separates with ";", quotes a ";" inside text, writes decimals with a comma', () => {
    expect(toCsv([['a;b', 'c,d', 1234.5, new CsvNumber('50000,00')]], 'ru')).toBe(
      `${CSV_BOM}"a;b";c,d;1234,5;50000,00\r\n`,
    );
    expect(csvCell('c,d', 'en')).toBe('"c,d"');
    expect(csvCell('c;d', 'en')).toBe('c;d');
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
    external_ref: '28731945',
    method: 'CASH',
    paid_at: '2026-03-01T08:00:00.000Z',
    receipt_number: '=1+1',
  };
  const NAMES: Record<string, Record<string, string>> = {
    ru: {
      MANUAL: 'Вручную',
      REFUND_REQUIRED: 'Нужен возврат',
      AMOUNT_MISMATCH: 'Сумма не та',
      CASH: 'Наличные',
    },
    en: {
      MANUAL: 'Manual',
      REFUND_REQUIRED: 'Refund required',
      AMOUNT_MISMATCH: 'Wrong amount',
      CASH: 'Cash',
    },
  };
  const options = (locale: 'ru' | 'en'): LedgerCsvOptions => {
    const name = (code: string) => NAMES[locale]?.[code] ?? code;
    return {
      locale,
      timeZone: 'Europe/Moscow',
      labels: { provider: name, status: name, reason: name, method: name },
    };
  };

  it('Russian: ";" separated, Russian headers and names, Moscow time, "50000,00"', () => {
    const text = ledgerCsv(
      [payment, { ...payment, amount: '1234.5', reason: 'AMOUNT_MISMATCH' }],
      options('ru'),
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const [header, row, second, rest] = text.slice(1).split('\r\n');
    expect(header).toBe(
      'Дата и время (Europe/Moscow);Бронь №;Код помещения;Помещение;Способ;Статус;Сумма;Валюта;' +
        'Заказ CRM;Подтвердил;Причина;Номер платежа в платёжной системе;' +
        'Номер заказа или чека в CRM;Способ оплаты в офисе;Оплачен в офисе;Номер чека;' +
        'ID брони;ID платежа',
    );
    expect(header?.split(';')).toHaveLength(LEDGER_CSV_COLUMNS.length);
    expect(row).toBe(
      [
        '01.03.2026 12:30:00',
        '17',
        '1-05-12',
        'Квартира 12, 2к',
        'Вручную',
        'Нужен возврат',
        '50000,00',
        'RUB',
        '',
        'Петрова Анна',
        "'=cmd|/C calc",
        '',
        '28731945',
        'Наличные',
        '01.03.2026 11:00:00',
        "'=1+1",
        payment.booking,
        payment.id,
      ].join(';'),
    );
    expect(second?.split(';').slice(6, 7)).toEqual(['1234,50']);
    expect(second?.split(';')[10]).toBe('Сумма не та');
    expect(rest).toBe('');
  });

  it('English: "," separated, English headers and names, "50000.00", ISO-like local time', () => {
    const [header, row] = ledgerCsv([payment], options('en')).slice(1).split('\r\n');
    expect(header).toBe(
      'Date and time (Europe/Moscow),Booking No.,Unit code,Unit,Provider,Status,Amount,Currency,' +
        'CRM order,Confirmed by,Reason,Payment number at the provider,' +
        'CRM order or receipt number,Office payment method,Paid at the office,Receipt number,' +
        'Booking ID,Payment ID',
    );
    expect(row).toBe(
      [
        '2026-03-01 12:30:00',
        '17',
        '1-05-12',
        '"Квартира 12, 2к"',
        'Manual',
        'Refund required',
        '50000.00',
        'RUB',
        '',
        'Петрова Анна',
        "'=cmd|/C calc",
        '',
        '28731945',
        'Cash',
        '2026-03-01 11:00:00',
        "'=1+1",
        payment.booking,
        payment.id,
      ].join(','),
    );
  });

  it('amounts: two decimals, half up, exact from a decimal string', () => {
    expect(csvAmount('7989545.2', 'ru').text).toBe('7989545,20');
    expect(csvAmount('0.005', 'en').text).toBe('0.01');
    expect(csvAmount(50000, 'en').text).toBe('50000.00');
  });

  it('times: in the zone given, across midnight', () => {
    expect(csvDateTime('2026-12-31T21:30:00.000Z', 'ru', 'Europe/Moscow')).toBe(
      '01.01.2027 00:30:00',
    );
    expect(csvDateTime('2026-12-31T21:30:00.000Z', 'en', 'UTC')).toBe('2026-12-31 21:30:00');
  });
});
