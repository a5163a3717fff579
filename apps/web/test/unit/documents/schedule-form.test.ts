import { describe, expect, it } from 'vitest';
import { paymentScheduleInput } from '@app/validators';
import {
  readGenerator,
  type GeneratorTexts,
} from '../../../src/components/documents/schedule-model';
import {
  scheduleRequest,
  type ScheduleValues,
} from '../../../src/components/documents/schedule-values';
import { readNumber } from '../../../src/lib/number-text';

const texts = (extra: Partial<GeneratorTexts> = {}): GeneratorTexts => ({
  total: '8 644 745,20',
  firstPayment: '1 000 000',
  area: '52,4',
  months: '24',
  ratePercent: '0',
  startDate: '2027-01-15',
  ...extra,
});

describe('the schedule generator reads numbers the local way, or refuses them', () => {
  it('"8 644 745,20" is 8 644 745,20 roubles, never 864 474 520', () => {
    const read = readGenerator(texts(), 'ru', 360);
    expect(read).toEqual({
      ok: true,
      input: {
        total: 8644745.2,
        firstPayment: 1000000,
        area: 52.4,
        months: 24,
        ratePercent: 0,
        startDate: '2027-01-15',
      },
    });
  });

  it.each([
    ['8 644 745,20', 8644745.2],
    ['8\u00A0644\u00A0745,20', 8644745.2],
    ['8644745.20', 8644745.2],
    ['8644745,2', 8644745.2],
  ])('total %j → %d', (total, value) => {
    const read = readGenerator(texts({ total }), 'ru', 360);
    expect(read.ok && read.input.total).toBe(value);
  });

  it.each<[Partial<GeneratorTexts>, string, string]>([
    [{ total: '1.500' }, 'total', 'number'], // 1,5 or 1 500? refused, not guessed
    [{ total: '8 64 745,20' }, 'total', 'number'], // spaces must group thousands
    [{ total: '12,345' }, 'total', 'number'], // a kopeck more than money has
    [{ total: 'abc' }, 'total', 'number'],
    [{ total: '' }, 'total', 'required'],
    [{ total: '0' }, 'total', 'positive'],
    [{ area: '52,444' }, 'area', 'number'],
    [{ firstPayment: '9 000 000' }, 'firstPayment', 'firstPayment'],
    [{ months: '12,5' }, 'months', 'number'],
    [{ months: '360' }, 'months', 'months'], // with a first payment: 359 at most
    [{ ratePercent: '101' }, 'ratePercent', 'rate'],
    [{ startDate: '' }, 'startDate', 'required'],
  ])('%j: %s is refused (%s)', (extra, field, error) => {
    const read = readGenerator(texts(extra), 'ru', 360);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors).toMatchObject({ [field]: error });
  });

  it('the rows and totals fields read the same way (the shared input)', () => {
    expect(readNumber('8 644 745,20', 'ru', 2)).toMatchObject({ ok: true, number: 8644745.2 });
    expect(readNumber('1.500', 'ru', 2)).toMatchObject({ ok: false, error: 'ambiguous' });
  });
});

describe('scheduleRequest: what the form sends', () => {
  const base: ScheduleValues = {
    items: [
      { date: '2027-01-15T00:00:00.000Z', area: 52.4, priceSqByMonth: 1000, priceByMonth: 52400 },
    ],
    manager: { name: 'Анна', phone: '+7 999 000-00-01', email: 'a@demo.test' },
    summary: 52400,
    unit: undefined,
    booking: undefined,
    customer: { name: '', phone: '', email: '' },
  };

  it('a blank customer block is left out, so a schedule for nobody in particular is valid', () => {
    const request = scheduleRequest(base);
    expect(request).not.toHaveProperty('customer');
    expect(paymentScheduleInput.safeParse(request).success).toBe(true);
  });

  it('a typed customer is sent with a blank e-mail as null and the phone normalised by the schema', () => {
    const request = scheduleRequest({
      ...base,
      customer: { name: ' Ёлкина Мария ', phone: '8 (999) 123-45-67', email: '' },
    });
    expect(request.customer).toEqual({
      name: 'Ёлкина Мария',
      phone: '8 (999) 123-45-67',
      email: null,
    });
    const parsed = paymentScheduleInput.parse(request);
    expect(parsed.customer).toEqual({ name: 'Ёлкина Мария', phone: '+79991234567', email: null });
  });

  it('a customer without a name is refused next to the name', () => {
    const result = paymentScheduleInput.safeParse(
      scheduleRequest({ ...base, customer: { name: '', phone: '+79991234567', email: '' } }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['customer', 'name']);
  });

  it('an unreadable row amount (NaN from the input) is refused, never sent as a number', () => {
    const items = [{ ...base.items[0], priceByMonth: Number.NaN }] as ScheduleValues['items'];
    const result = paymentScheduleInput.safeParse(scheduleRequest({ ...base, items }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['items', 0, 'priceByMonth']);
  });
});
