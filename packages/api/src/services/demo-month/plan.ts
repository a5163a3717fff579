/**
 * The demo month's script: what happens on which day, decided here and nowhere else (replay.ts
 * plays it through the services). Deterministic: the same stories in the same order every time.
 */

/** How a booking's story goes after it is made. */
export type StoryKind =
  /** Paid at the office the next day (and, for the first ones, a payment schedule issued). */
  | 'manual'
  /** Paid the same day through a payment link and the SANDBOX checkout (a declined card first, sometimes). */
  | 'sandbox'
  /** Cancelled by its manager the next day. */
  | 'cancel'
  /** Left alone: the sweeper expires it when its hold runs out. */
  | 'expire'
  /** Two customers queue for it; it is cancelled two days later and the first one gets the unit. */
  | 'queue'
  /** Paid, then cancelled: the money is flagged for refund. */
  | 'refund'
  /** Booked in the last days and still held; a payment link is sent but not paid yet. */
  | 'link'
  /** Booked in the last days, still held, with customers waiting in its queue. */
  | 'waiting';

export interface Story {
  kind: StoryKind;
  /** The day of the month (0 = 30 days ago) the booking is made. */
  day: number;
  /** The hour (UTC) it is made. */
  hour: number;
  /** Who makes it; the first two kinds of actor may confirm payments. */
  owner: 'manager' | 'head' | 'realtor';
  /** The responsible manager, when not the owner. */
  responsible?: 'manager' | 'head';
  customer: number;
}

export const DAYS = 30;

// Weekdays' rhythm over the first 26 days; the last four days hold the still-live bookings.
const CYCLE: StoryKind[] = [
  'sandbox',
  'manual',
  'expire',
  'cancel',
  'sandbox',
  'queue',
  'manual',
  'expire',
  'refund',
  'sandbox',
  'cancel',
  'manual',
];
const OWNERS: Story['owner'][] = ['manager', 'head', 'realtor', 'manager'];

/** The month's bookings, in the order they are made. */
export function monthStories(): Story[] {
  const stories: Story[] = [];
  let n = 0;
  const add = (kind: StoryKind, day: number, hour: number) => {
    // A realtor neither confirms payments nor is the one to cancel a paid booking: staff do those.
    const staffOnly = kind === 'manual' || kind === 'refund';
    const owner = OWNERS[n % OWNERS.length] as Story['owner'];
    stories.push({
      kind,
      day,
      hour,
      owner: staffOnly && owner === 'realtor' ? 'manager' : owner,
      responsible: n % 5 === 0 ? 'head' : undefined,
      customer: n,
    });
    n++;
  };
  for (let day = 0; day < DAYS - 4; day++) {
    add(CYCLE[n % CYCLE.length] as StoryKind, day, 7);
    // Busier midweek: a second booking every other day.
    if (day % 2 === 1) add(CYCLE[n % CYCLE.length] as StoryKind, day, 11);
  }
  for (let day = DAYS - 4; day < DAYS; day++) {
    add('sandbox', day, 7);
    add(day % 2 === 0 ? 'link' : 'waiting', day, 9);
    add(day === DAYS - 1 ? 'manual' : 'link', day, 12);
  }
  return stories;
}

const FIRST = ['Анна', 'Игорь', 'Мария', 'Олег', 'Елена', 'Дмитрий', 'Светлана', 'Павел', 'Ольга'];
const LAST = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Соколов', 'Морозов'];

/** The n-th demo customer: a Russian name, a phone of the 999 test range, an e-mail on demo.test. */
export function demoCustomer(n: number) {
  const first = FIRST[n % FIRST.length] as string;
  const female = first.endsWith('а');
  const last = `${LAST[Math.floor(n / FIRST.length) % LAST.length] as string}${female ? 'а' : ''}`;
  return {
    name: `${last} ${first}`,
    phone: `+7999${String(1_000_000 + n * 7919).slice(-7)}`,
    email: `customer${n}@demo.test`,
  };
}
