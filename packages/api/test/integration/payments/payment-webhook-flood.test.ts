/**
 * Refused webhooks are recorded for investigation, but forged calls cannot fill the table: beyond
 * 60 a minute from one address they are answered 429 and not stored. Signed ones are unaffected.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentWebhooks } from '@app/db';
import { useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import { bookWithLink, paymentEvent, postWebhook } from './payment-fixtures';

const t = useTestDb();
const server = useHttpServer(() => t.db);

const refusedRows = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.outcome, 'INVALID_SIGNATURE'))
  )[0]?.n;

describe('a flood of forged webhooks', () => {
  it('stores 60 a minute from one address, answers 429 beyond, and still takes signed ones', async () => {
    const forged = { header: 't=1,v1=' + '0'.repeat(64) };
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++)
      statuses.push((await postWebhook(server.base(), { id: `evt_forged_${i}` }, forged)).status);
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    expect(await refusedRows()).toBe(60);

    const { link } = await bookWithLink(t.db);
    const signed = await postWebhook(server.base(), paymentEvent(link.id));
    expect(signed).toMatchObject({ status: 200, body: { outcome: 'APPLIED' } });
  });
});
