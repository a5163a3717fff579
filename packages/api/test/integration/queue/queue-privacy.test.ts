/**
 * The queue tells no one's phones (docs/decisions.md): whether a realtor may queue a customer
 * depends only on the entries that realtor can see, never on another realtor's.
 */
import { describe, expect, it } from 'vitest';
import { demoUserId } from '@app/db';
import { toPublicError } from '../../../src/lib/public-error';
import { availableUnits, callerAs, expectAppError, useTestDb } from '../../helpers';
import { customer, entriesOf } from './queue-fixtures';

const t = useTestDb();

async function bookedUnit(offset: number) {
  const [unit] = await availableUnits(t.db, 1, offset);
  await (await callerAs(t.db, 'manager')).bookings.create({ unit: unit as string });
  return unit as string;
}

let realtors = 0;
async function secondRealtor() {
  const n = ++realtors;
  const { item } = await (
    await callerAs(t.db, 'head')
  ).users.register({
    email: `realtor.b${n}@test.local`,
    password: 'secret-123',
    phone: `+7999555020${n}`,
    first_name: 'Борис',
    roles: ['ROLE_REALTOR'],
  });
  return { id: item.id, caller: await callerAs(t.db, item.id) };
}

/** What a join answers, as a comparable outcome: ok, or the error's appCode. */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => toPublicError(e).appCode,
  );

describe('joining with another realtor’s customer', () => {
  it('answers B the same for A’s customer’s phone as for a random one', async () => {
    const unit = await bookedUnit(10);
    const a = await callerAs(t.db, 'realtor');
    const b = await secondRealtor();
    const theirs = customer();
    await a.bookingQueue.join({ unit, customer: theirs });

    const withTheirs = await outcome(b.caller.bookingQueue.join({ unit, customer: theirs }));
    const withRandom = await outcome(b.caller.bookingQueue.join({ unit, customer: customer() }));
    expect({ withTheirs, withRandom }).toEqual({ withTheirs: 'ok', withRandom: 'ok' });
    expect((await entriesOf(t.db, unit)).map((e) => [e.owner, e.customer_phone])).toEqual([
      [demoUserId('realtor'), theirs.phone],
      [b.id, theirs.phone],
      [b.id, expect.any(String)],
    ]);
    // Their own entries still count: B cannot queue the same customer twice.
    await expectAppError(
      b.caller.bookingQueue.join({ unit, customer: theirs }),
      'CONFLICT',
      'ALREADY_IN_QUEUE',
    );
  });

  it('counts an entry B is responsible for; managers and sales heads see every entry', async () => {
    const unit = await bookedUnit(11);
    const b = await secondRealtor();
    const forB = customer();
    const head = await callerAs(t.db, 'head');
    await head.bookingQueue.join({ unit, customer: forB, responsible: b.id });
    await expectAppError(
      b.caller.bookingQueue.join({ unit, customer: forB }),
      'CONFLICT',
      'ALREADY_IN_QUEUE',
    );
    const realtors = customer();
    await (await callerAs(t.db, 'realtor')).bookingQueue.join({ unit, customer: realtors });
    for (const who of ['manager', 'head'] as const)
      await expectAppError(
        (await callerAs(t.db, who)).bookingQueue.join({ unit, customer: realtors }),
        'CONFLICT',
        'ALREADY_IN_QUEUE',
      );
  });
});
