/**
 * Plays the month's script (plan.ts) through the app's own services, each call at its moment
 * (`now`), so every row (bookings, statuses, payments, queue, documents, notifications, webhook
 * outbox) is one the app writes itself; no row is written here directly.
 */
import { asc, eq } from 'drizzle-orm';
import { demoUserId, units, type Db } from '@app/db';
import { createBookingInput, joinQueueInput } from '@app/validators';
import { getEnv } from '../../env';
import { loadAuthUserCached, type AuthUser } from '../auth';
import { createBooking, expireDueBookings, joinQueue, updateBooking } from '../booking-lifecycle';
import { remindExpiringBookings } from '../bookings';
import { confirmManualPayment } from '../payments';
import { issueOffer, issueSchedule } from './documents';
import { makeLink, openLink, payAtCheckout } from './pay';
import { DAYS, demoCustomer, monthStories, type Story } from './plan';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Step {
  at: Date;
  order: number;
  run: () => Promise<void>;
}

type Actors = Record<Story['owner'], AuthUser>;

async function loadActors(db: Db): Promise<Actors> {
  const load = async (key: Story['owner']) => {
    const user = await loadAuthUserCached(db, demoUserId(key));
    if (!user) throw new Error(`the demo account ${key} is missing`);
    return user;
  };
  return {
    manager: await load('manager'),
    head: await load('head'),
    realtor: await load('realtor'),
  };
}

/** The demo complex's available units, by code: one per story. */
async function freeUnits(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: units.id })
    .from(units)
    .where(eq(units.status, 'UNIT_STATUS_AVAILABLE'))
    .orderBy(asc(units.code));
  return rows.map((r) => r.id);
}

export interface MonthResult {
  bookings: number;
  steps: number;
}

/** Replays the month that ends at `end`. */
export async function replayMonth(db: Db, end: Date): Promise<MonthResult> {
  const actors = await loadActors(db);
  const stories = monthStories();
  const free = await freeUnits(db);
  if (free.length < stories.length + 4)
    throw new Error(`the demo month needs ${stories.length + 4} available units`);
  const day0 = Math.floor((end.getTime() - DAYS * DAY) / DAY) * DAY;
  const at = (day: number, hour: number) => new Date(day0 + day * DAY + hour * HOUR);

  const steps: Step[] = [];
  const add = (when: Date, run: () => Promise<void>) =>
    steps.push({ at: when, order: steps.length, run });

  stories.forEach((story, i) => {
    const actor = actors[story.owner];
    const unit = free[i] as string;
    const state = { booking: '' };
    const made = at(story.day, story.hour);
    const later = (days: number, hours = 0) => at(story.day + days, story.hour + hours);
    add(made, async () => {
      const input = createBookingInput.parse({
        unit,
        customer: demoCustomer(story.customer),
        responsible: story.responsible ? actors[story.responsible].id : undefined,
        comment: story.kind === 'waiting' ? 'Клиент просит подержать до выходных' : undefined,
      });
      state.booking = (await createBooking(db, actor, input, made)).item.id;
    });
    const cancel = (when: Date) =>
      add(when, async () => {
        await updateBooking(db, actor, { id: state.booking, active: false }, when);
      });
    const queueFor = (when: Date, people: number[]) =>
      add(when, async () => {
        for (const [k, n] of people.entries()) {
          const input = joinQueueInput.parse({ unit, customer: demoCustomer(n) });
          await joinQueue(db, actors.manager, input, new Date(when.getTime() + k * HOUR));
        }
      });
    switch (story.kind) {
      case 'manual': {
        const paid = later(1, 2);
        add(paid, async () => {
          await confirmManualPayment(db, actors.manager, { booking: state.booking }, paid);
          if (i < 8) await issueSchedule(db, actors.manager, state.booking, paid);
        });
        break;
      }
      case 'sandbox':
      case 'link': {
        const sent = later(0, 1);
        add(sent, async () => {
          const link = await makeLink(db, actor, state.booking, sent);
          await openLink(db, link, sent);
          if (story.kind === 'sandbox') await payAtCheckout(db, link, sent, i % 3 === 0);
        });
        break;
      }
      case 'cancel':
        cancel(later(1, 3));
        break;
      case 'queue':
        queueFor(later(0, 2), [100 + i, 200 + i]);
        cancel(later(2));
        break;
      case 'waiting':
        queueFor(later(0, 2), [300 + i, 400 + i]);
        break;
      case 'refund': {
        const paid = later(0, 3);
        add(paid, async () => {
          await confirmManualPayment(db, actors.manager, { booking: state.booking }, paid);
        });
        cancel(later(2, 1));
        break;
      }
      case 'expire':
        break;
    }
  });

  // Offers for units still on sale, a week apart.
  [5, 12, 19, 26].forEach((day, k) => {
    const when = at(day, 8);
    const unit = free[stories.length + k] as string;
    add(when, () => issueOffer(db, actors.manager, unit, demoCustomer(500 + k), when));
  });
  // Every morning the sweeper and the reminders run, as the jobs would (runtime/jobs.ts).
  const reminderHours = getEnv().BOOKING_REMINDER_HOURS;
  for (let day = 1; day <= DAYS; day++) {
    const when = day === DAYS ? end : at(day, 3);
    add(when, async () => {
      await expireDueBookings(db, when);
      if (day < DAYS) await remindExpiringBookings(db, reminderHours, when);
    });
  }

  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  for (const step of steps) {
    if (step.at > end) continue;
    await step.run();
  }
  return { bookings: stories.length, steps: steps.length };
}
