/**
 * Co-buyers in the commercial offer (docs/api.md#customers): the offer takes the booking's
 * `co_buyers` and prints each under the customer; more than 5 is a 400 naming the field.
 */
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { documentFiles } from '@app/db';
import { availableUnits, callerAs, expectAppError, useTestDb } from '../../helpers';
import { buyer } from './customers-fixtures';

vi.setConfig({ testTimeout: 120_000 });
const t = useTestDb();
const MANAGER = { name: 'Анна Петрова', phone: '+74951234567', email: 'anna@demo.test' };
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe('co-buyers in the commercial offer', () => {
  it('prints the booking’s co-buyers under the customer', async () => {
    const manager = await callerAs(t.db, 'manager');
    const [unit] = await availableUnits(t.db, 1);
    const main = buyer('Основной');
    const co = [buyer('Созаёмщица'), buyer('Созаёмщик')];
    const { item } = await manager.bookings.create({
      unit: unit as string,
      customer: main,
      co_buyers: co,
    });
    const booking = await manager.bookings.get({ id: item.id });
    const issued = await manager.documents.commercialOffer({
      units: [{ unit: booking.unit }],
      manager: MANAGER,
      name: booking.customer?.name as string,
      phone: booking.customer?.phone as string,
      co_buyers: booking.co_buyers.map(({ name, phone, email }) => ({ name, phone, email })),
    });
    const [file] = await t.db
      .select()
      .from(documentFiles)
      .where(eq(documentFiles.document, issued.item.id));
    const text = pdfText(file?.pdf as Buffer);
    for (const c of co) expect(text).toContain(`Созаёмщик: ${c.name}`);
    await expectAppError(
      manager.documents.commercialOffer({
        units: [{ unit: booking.unit }],
        manager: MANAGER,
        name: main.name,
        phone: main.phone,
        co_buyers: Array.from({ length: 6 }, () => buyer()),
      }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
  });
});
