/** The schedule's rows leave out area and price per m² unless asked; no office, no office card. */
import { describe, expect, it } from 'vitest';
import { renderPaymentSchedule } from '../../src';
import { scheduleSample } from '../fixtures';
import { pdfTextPages } from '../pdf-tools';

const text = async (data: Parameters<typeof renderPaymentSchedule>[0]) =>
  pdfTextPages(await renderPaymentSchedule(data))
    .join(' ')
    .replace(/\s+/g, ' ');

describe('payment schedule columns and office', { timeout: 30_000 }, () => {
  it('by default prints the date and the payment only; asked, area and price per m² too', async () => {
    const short = await text({ ...scheduleSample(12), showArea: undefined });
    expect(short).not.toContain('Площадь, м²');
    expect(short).not.toContain('Цена за м²');
    expect(short).toContain('Платёж, ₽');
    expect(short).toContain('8 135 802,37');
    const full = await text(scheduleSample(12));
    expect(full).toContain('Площадь, м²');
    expect(full).toContain('58,40');
  });

  it('without an office has no sales-office card', async () => {
    const page = await text({ ...scheduleSample(12), office: null });
    expect(page).not.toMatch(/офис продаж/i);
    expect(await text(scheduleSample(12))).toMatch(/офис продаж/i);
  });
});
