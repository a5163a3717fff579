import { describe, expect, it } from 'vitest';
import {
  formatHistoryValue,
  groupEvents,
  isHistoryProperty,
  knownNames,
  type HistoryEntry,
  type HistoryFormatters,
} from '../../../src/components/bookings/history-format';

const BOOKING = 'b-1';
const T0 = '2026-11-20T10:00:00.000Z';
const T1 = '2026-11-20T11:30:00.000Z';

let nextId = 1;
function entry(over: Partial<HistoryEntry> & Pick<HistoryEntry, 'property'>): HistoryEntry {
  return {
    id: nextId++,
    booking: BOOKING,
    entity_type: 'Booking',
    entity_id: BOOKING,
    user: 'manager',
    user_name: 'Иван Петров',
    date: T0,
    old_value: null,
    old_value_name: null,
    new_value: null,
    new_value_name: null,
    ...over,
  };
}

describe('groupEvents', () => {
  it('makes one event of the entries of one moment, author and entity, newest first', () => {
    const events = groupEvents([
      entry({ property: 'number', new_value: 7 }),
      entry({ property: 'status', new_value: 'BOOKING_STATUS_BOOKED' }),
      entry({ property: 'status', entity_type: 'Unit', entity_id: 'u-1', new_value: 'X' }),
      entry({ property: 'comment', date: T1, old_value: 'a', new_value: 'b' }),
      entry({ property: 'comment', date: T1, user: 'head', new_value: 'c' }),
    ]);
    expect(events.map((e) => [e.kind, e.user, e.date, e.entries.length])).toEqual([
      ['changed', 'head', T1, 1],
      ['changed', 'manager', T1, 1],
      ['unit', 'manager', T0, 1],
      ['created', 'manager', T0, 2],
    ]);
  });

  it('orders entries by id, whatever order they arrive in', () => {
    const a = entry({ property: 'comment', date: T0 });
    const b = entry({ property: 'comment', date: T1 });
    expect(groupEvents([b, a]).map((e) => e.key)).toEqual([String(b.id), String(a.id)]);
  });

  it('a replaced link’s revocation is its own event, not part of the new link’s creation', () => {
    const link = (id: string, property: string, new_value: unknown) =>
      entry({ entity_type: 'PaymentLink', entity_id: id, property, new_value, date: T1 });
    const events = groupEvents([
      link('old', 'revoked_at', T1),
      link('new', 'link', 2),
      link('new', 'exp_date', T1),
    ]);
    expect(events.map((e) => [e.kind, e.entries.map((x) => x.entity_id)])).toEqual([
      ['linkCreated', ['new', 'new']],
      ['linkRevoked', ['old']],
    ]);
  });

  it('names a link’s events by the number its creation gave it', () => {
    const at = (date: string, property: string, new_value: unknown) =>
      entry({ entity_type: 'PaymentLink', entity_id: 'l-2', property, new_value, date });
    const events = groupEvents([
      at(T0, 'link', 2),
      at(T0, 'exp_date', T1),
      at(T1, 'revoked_at', T1),
      at(T1, 'revoked_reason', 'PAID'),
      entry({ entity_type: 'PaymentLink', entity_id: 'l-9', property: 'opened_at', new_value: T1 }),
    ]);
    expect(events.map((e) => [e.kind, e.link])).toEqual([
      ['linkOpened', null],
      ['linkPaid', 2],
      ['linkCreated', 2],
    ]);
  });

  it('joins an entry written later for an old change (a migration’s reason) to its event', () => {
    const revoked = entry({ entity_type: 'PaymentLink', entity_id: 'l', property: 'revoked_at' });
    const later = entry({ property: 'comment', date: T1, new_value: 'x' });
    const reason = { ...revoked, id: nextId++, property: 'revoked_reason', new_value: 'PAID' };
    const events = groupEvents([revoked, later, reason]);
    expect(events.map((e) => [e.kind, e.entries.length])).toEqual([
      ['changed', 1],
      ['linkPaid', 2],
    ]);
  });

  it.each([
    ['created', [{ property: 'number', old_value: null, new_value: 3 }]],
    ['cancelled', [{ property: 'status', new_value: 'BOOKING_STATUS_CANCELLED' }]],
    ['expired', [{ property: 'status', new_value: 'BOOKING_STATUS_EXPIRED' }]],
    ['group', [{ property: 'booking_group', new_value: 'g-1' }]],
    [
      'changed',
      [
        { property: 'booking_group', new_value: 'g-1' },
        { property: 'comment', new_value: 'x' },
      ],
    ],
    ['paid', [{ property: 'status', new_value: 'BOOKING_STATUS_PAID' }]],
    ['linkCreated', [{ entity_type: 'PaymentLink', property: 'link', new_value: 1 }]],
    ['linkRevoked', [{ entity_type: 'PaymentLink', property: 'revoked_at', new_value: T1 }]],
    [
      'promoted',
      [
        { property: 'number', old_value: null, new_value: 3 },
        { property: 'queue_entry', new_value: 'q-1' },
      ],
    ],
    ['linkOpened', [{ entity_type: 'PaymentLink', property: 'opened_at', new_value: T1 }]],
    [
      'linkSent',
      [{ entity_type: 'PaymentLink', property: 'sent_to', new_value: 'buyer@example.test' }],
    ],
    ['paymentReceived', [{ entity_type: 'Payment', property: 'status', new_value: 'SUCCEEDED' }]],
    ['paymentFailed', [{ entity_type: 'Payment', property: 'status', new_value: 'FAILED' }]],
    [
      'paymentRefund',
      [{ entity_type: 'Payment', property: 'status', new_value: 'REFUND_REQUIRED' }],
    ],
  ] as const)('tells a %s event', (kind, entries) => {
    const [event] = groupEvents(entries.map((e) => entry(e)));
    expect(event?.kind).toBe(kind);
  });

  it('has no events without entries', () => {
    expect(groupEvents([])).toEqual([]);
  });

  it('names the author of an event as the entries do', () => {
    const [event] = groupEvents([entry({ property: 'comment', user_name: 'Анна Смирнова' })]);
    expect(event?.userName).toBe('Анна Смирнова');
  });
});

describe('the people a history names', () => {
  const booking = {
    owner: 'owner-1',
    owner_name: 'Ольга Кравец',
    responsible: 'resp-2',
    responsible_name: 'Пётр Иванов',
  };

  it('knows the booking’s owner and responsible and the authors of the entries', () => {
    const names = knownNames(booking, [
      entry({ property: 'comment', user: 'head', user_name: 'Анна Смирнова' }),
      entry({ property: 'comment', user: 'gone', user_name: null }),
    ]);
    expect(Object.fromEntries(names)).toEqual({
      head: 'Анна Смирнова',
      'owner-1': 'Ольга Кравец',
      'resp-2': 'Пётр Иванов',
    });
  });

  it('knows the people the values name (a former responsible) by the names entries carry', () => {
    const names = knownNames(booking, [
      entry({
        property: 'responsible',
        old_value: 'resp-1',
        old_value_name: 'Вера Подборщикова',
        new_value: 'resp-2',
        new_value_name: 'Пётр Иванов',
      }),
      entry({ property: 'comment', old_value: 'resp-9', new_value: 'x' }),
    ]);
    expect(names.get('resp-1')).toBe('Вера Подборщикова');
    expect(names.has('resp-9')).toBe(false);
  });
});

describe('formatHistoryValue', () => {
  const f: HistoryFormatters = {
    userName: (id) => (id ? `user:${id}` : 'nobody'),
    unitCode: (id) => (id === 'u-1' ? '1-101' : undefined),
    regionName: (id) => (id === 'r-1' ? 'Москва' : undefined),
    groupName: (id) => (id === 'g-1' ? 'Сделка' : undefined),
    unitStatus: (s) => `unit:${s}`,
    bookingStatus: (s) => `booking:${s}`,
    secondStatus: (s) => `second:${s}`,
    dealStage: (s) => `stage:${s}`,
    date: (iso) => `date:${iso}`,
    basePrice: (price) => `price:${price}`,
    paymentStatus: (s) => `payment:${s}`,
    money: (n) => `money:${n}`,
    provider: (name) => `provider:${name}`,
    paymentReason: (code) => `reason:${code}`,
    revokedReason: (code) => `closed:${code}`,
    words: { someUnit: 'a unit', someGroup: 'a group', yes: 'yes', no: 'no', noBasePrice: 'none' },
  };
  const booking = (property: string) => ({ property, entity_type: 'Booking' as const });

  it.each([null, undefined, ''])('shows nothing for %o', (v) => {
    expect(formatHistoryValue(booking('comment'), v, f)).toBeNull();
  });

  it('names statuses of bookings and of units in their own words', () => {
    expect(formatHistoryValue(booking('status'), 'BOOKING_STATUS_PAID', f)).toBe(
      'booking:BOOKING_STATUS_PAID',
    );
    expect(
      formatHistoryValue({ property: 'status', entity_type: 'Unit' }, 'UNIT_STATUS_SOLD', f),
    ).toBe('unit:UNIT_STATUS_SOLD');
  });

  it.each([
    ['owner', 'm-1', 'user:m-1'],
    ['responsible', 'm-2', 'user:m-2'],
    ['unit', 'u-1', '1-101'],
    ['unit', 'u-9', 'a unit'],
    ['region', 'r-1', 'Москва'],
    ['region', 'r-9', 'r-9'],
    ['booking_group', 'g-1', 'Сделка'],
    ['booking_group', 'g-9', 'a group'],
    ['number', 42, '№\u00a042'],
    ['active', true, 'yes'],
    ['active', false, 'no'],
    ['second_statuses', ['A', 'B'], 'second:A, second:B'],
    ['second_statuses', [], null],
    ['unit_data', { code: '1-101', base_price: '12450000' }, 'price:12450000'],
    ['unit_data', { code: '1-101', base_price: null }, 'none'],
    ['expiration_date', T1, `date:${T1}`],
    ['crm_deal_id', 'CRM-7', 'CRM-7'],
    ['comment', { note: 1 }, '{"note":1}'],
    [
      'customer',
      { name: 'Петров Пётр', phone: '+79161234567', email: 'p@example.ru' },
      'Петров Пётр, +7 916 123-45-67, p@example.ru',
    ],
    [
      'customer',
      { name: 'Петров Пётр', phone: '+7 916 ***-**-67', email: null },
      'Петров Пётр, +7 916 ***-**-67',
    ],
  ])('shows %s %o as %o', (property, value, shown) => {
    expect(formatHistoryValue(booking(property), value, f)).toBe(shown);
  });

  it('names payment statuses, amounts and providers', () => {
    const payment = (property: string) => ({ property, entity_type: 'Payment' as const });
    expect(formatHistoryValue(payment('status'), 'REFUND_REQUIRED', f)).toBe(
      'payment:REFUND_REQUIRED',
    );
    expect(formatHistoryValue(payment('amount'), '50000.00', f)).toBe('money:50000.00');
    expect(formatHistoryValue(payment('provider'), 'SANDBOX', f)).toBe('provider:SANDBOX');
    expect(formatHistoryValue(payment('reason'), 'BOOKING_CANCELLED', f)).toBe(
      'reason:BOOKING_CANCELLED',
    );
  });

  it('names a link by its number and why it closed in words', () => {
    const link = (property: string) => ({ property, entity_type: 'PaymentLink' as const });
    expect(formatHistoryValue(link('link'), 2, f)).toBe('№\u00a02');
    expect(formatHistoryValue(link('revoked_reason'), 'PAID', f)).toBe('closed:PAID');
  });

  it('knows the properties it has names for', () => {
    expect(isHistoryProperty('expiration_date')).toBe(true);
    expect(isHistoryProperty('password')).toBe(false);
  });
});
