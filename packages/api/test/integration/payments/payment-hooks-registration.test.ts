/**
 * Payments hear of bookings only through `registerPaymentHooks()`, called at start-up: loading the
 * payments module (the router does) registers nothing. This file opens its database without the
 * helpers' `useTestDb`, which registers them as the server does.
 */
import { afterAll, expect, it } from 'vitest';
import { useTestDb as useDbTestDb } from '../../../../db/test/helpers';
import { registerPaymentHooks } from '../../../src/services/payments';
import { closeRateLimitStores } from '../../../src/services/rate-limit';
import { callerAs } from '../../helpers';
import { bookWithLink, historyOf } from './payment-fixtures';

const t = useDbTestDb();
afterAll(closeRateLimitStores);

const cancelWithLink = async () => {
  const { booking, link } = await bookWithLink(t.db);
  await (await callerAs(t.db, 'manager')).bookings.update({ id: booking.id, active: false });
  const revocations = (await historyOf(t.db, booking.id)).filter(
    (h) => h.entity_id === link.id && h.property === 'revoked_at',
  );
  return revocations.length;
};

it('an ended booking touches its payment link only once the hooks are registered', async () => {
  expect(await cancelWithLink()).toBe(0);
  registerPaymentHooks();
  registerPaymentHooks();
  expect(await cancelWithLink()).toBe(1);
});
