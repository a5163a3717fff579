import { formatPhone } from '@app/validators/phone';
import type { RouterOutputs } from '~/trpc/client';

export type HistoryEntry = RouterOutputs['bookings']['history']['items'][number];

export interface HistoryEvent {
  key: string;
  /** ISO date-time of the change. */
  date: string;
  user: string;
  /** The author's name as the entry carries it (`user_name`). */
  userName: string | null;
  entityType: string;
  kind:
    | 'created'
    | 'cancelled'
    | 'expired'
    | 'paid'
    | 'unit'
    | 'group'
    | 'changed'
    | 'promoted'
    | 'linkCreated'
    | 'linkRevoked'
    | 'linkPaid'
    | 'linkOpened'
    | 'linkSent'
    | 'paymentReceived'
    | 'paymentFailed'
    | 'paymentRefund';
  entries: HistoryEntry[];
  /** A payment link's number among its booking's links, when its creation is in the list. */
  link: number | null;
}

/**
 * Entries of one change (same moment, author and entity: its type and id) become one event, newest
 * first, wherever they sit in the list (an entry added later for an old change, such as the reason
 * a migration gave, joins it). A link replaced by a new one is its own event ("revoked"), beside the
 * new link's creation. Link events carry the link's number from its creation entry (`link`).
 */
export function groupEvents(entries: readonly HistoryEntry[]): HistoryEvent[] {
  const events = new Map<string, HistoryEvent>();
  const linkNumbers = new Map<string, number>();
  for (const e of [...entries].sort((a, b) => Number(a.id) - Number(b.id))) {
    if (e.entity_type === 'PaymentLink' && e.property === 'link' && typeof e.new_value === 'number')
      linkNumbers.set(e.entity_id, e.new_value);
    const key = [e.date, e.user, e.entity_type, e.entity_id].join(' ');
    const ev = events.get(key);
    if (ev) ev.entries.push(e);
    else
      events.set(key, {
        key: String(e.id),
        date: e.date,
        user: e.user,
        userName: e.user_name,
        entityType: e.entity_type,
        kind: 'changed',
        entries: [e],
        link: null,
      });
  }
  const list = [...events.values()];
  for (const ev of list) {
    ev.kind = kindOf(ev);
    if (ev.entityType === 'PaymentLink')
      ev.link = linkNumbers.get(ev.entries[0]?.entity_id ?? '') ?? null;
  }
  return list.reverse();
}

const PAYMENT_KINDS: Record<string, HistoryEvent['kind']> = {
  SUCCEEDED: 'paymentReceived',
  FAILED: 'paymentFailed',
  REFUND_REQUIRED: 'paymentRefund',
};

function kindOf(ev: HistoryEvent): HistoryEvent['kind'] {
  if (ev.entityType === 'Unit') return 'unit';
  const status = ev.entries.find((e) => e.property === 'status');
  const has = (p: string) => ev.entries.some((e) => e.property === p);
  if (ev.entityType === 'PaymentLink') {
    // `url`: a link created before links were named by number (migration 0025 renamed those).
    if (has('link') || has('url')) return 'linkCreated';
    if (has('sent_to')) return 'linkSent';
    if (ev.entries.some((e) => e.property === 'revoked_reason' && e.new_value === 'PAID'))
      return 'linkPaid';
    return has('revoked_at') ? 'linkRevoked' : has('opened_at') ? 'linkOpened' : 'changed';
  }
  if (ev.entityType === 'Payment') return PAYMENT_KINDS[String(status?.new_value)] ?? 'changed';
  if (status?.new_value === 'BOOKING_STATUS_PAID') return 'paid';
  if (ev.entries.some((e) => e.property === 'number' && e.old_value === null))
    return has('queue_entry') ? 'promoted' : 'created';
  if (status?.new_value === 'BOOKING_STATUS_CANCELLED') return 'cancelled';
  if (status?.new_value === 'BOOKING_STATUS_EXPIRED') return 'expired';
  if (ev.entries.every((e) => e.property === 'booking_group')) return 'group';
  return 'changed';
}

export const HISTORY_PROPERTIES = [
  'unit',
  'number',
  'status',
  'expiration_date',
  'owner',
  'responsible',
  'crm_deal_id',
  'comment',
  'region',
  'unit_data',
  'customer',
  'booking_group',
  'second_statuses',
  'active',
  'queue_entry',
  // Payment links and payments (entity types PaymentLink, Payment).
  'link',
  'exp_date',
  'opened_at',
  'revoked_at',
  'revoked_reason',
  'sent_to',
  'provider',
  'amount',
  'order',
  'reason',
  'refund_status',
  'refund_reason',
  'refund_error',
  // The agreed price, the deal, the co-buyers, an office payment's details.
  'price',
  'deal_stage',
  'deal_step',
  'co_buyers',
  'external_ref',
  'method',
  'paid_at',
  'receipt_number',
] as const;
export type HistoryProperty = (typeof HISTORY_PROPERTIES)[number];
export const isHistoryProperty = (p: string): p is HistoryProperty =>
  (HISTORY_PROPERTIES as readonly string[]).includes(p);

/** Names of the records a history entry refers to by id. */
export interface HistoryLookups {
  userName: (id: string | null) => string;
  unitCode: (id: string) => string | undefined;
  regionName: (id: string) => string | undefined;
  groupName: (id: string) => string | undefined;
}

/** What formatting a value needs from the interface language, besides the lookups. */
export interface HistoryFormatters extends HistoryLookups {
  unitStatus: (status: string) => string;
  bookingStatus: (status: string) => string;
  paymentStatus: (status: string) => string;
  /** An amount as the API gives it (decimal text or a number), printed exactly. */
  money: (amount: string | number) => string;
  /** Names of the API's codes: a payment provider, why a payment needs a refund, why a link closed. */
  provider: (name: string) => string;
  paymentReason: (code: string) => string;
  revokedReason: (code: string) => string;
  secondStatus: (status: string) => string;
  dealStage: (stage: string) => string;
  /** A date-time in the interface language. */
  date: (iso: string) => string;
  /** "Base price 12 450 000 ₽". */
  basePrice: (price: string | number) => string;
  words: Record<'someUnit' | 'someGroup' | 'yes' | 'no' | 'noBasePrice', string>;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One old or new value of a history entry as the interface shows it; null when empty. */
export function formatHistoryValue(
  entry: Pick<HistoryEntry, 'property' | 'entity_type'>,
  v: unknown,
  f: HistoryFormatters,
): string | null {
  if (v === null || v === undefined || v === '') return null;
  const s = typeof v === 'string' ? v : undefined;
  switch (entry.property) {
    case 'status':
      if (!s) return null;
      if (entry.entity_type === 'Unit') return f.unitStatus(s);
      return entry.entity_type === 'Payment' ? f.paymentStatus(s) : f.bookingStatus(s);
    case 'amount':
    case 'price':
      return f.money(typeof v === 'number' ? v : String(v));
    case 'provider':
      return s ? f.provider(s) : null;
    case 'reason':
    case 'refund_reason':
      return s ? f.paymentReason(s) : null;
    case 'refund_status':
      return s ? f.paymentStatus(s) : null;
    case 'revoked_reason':
      return s ? f.revokedReason(s) : null;
    case 'link':
      return `№\u00a0${String(v)}`;
    case 'queue_entry':
      return f.words.yes;
    case 'owner':
    case 'responsible':
      return f.userName(s ?? null);
    case 'unit':
      return s ? (f.unitCode(s) ?? f.words.someUnit) : null;
    case 'region':
      return s ? (f.regionName(s) ?? s) : null;
    case 'booking_group':
      return s ? (f.groupName(s) ?? f.words.someGroup) : null;
    case 'number':
      return `№\u00a0${String(v)}`;
    case 'active':
      return v ? f.words.yes : f.words.no;
    case 'second_statuses':
      return Array.isArray(v) && v.length
        ? v.map((x) => f.secondStatus(String(x))).join(', ')
        : null;
    case 'deal_stage':
      return s ? f.dealStage(s) : null;
    case 'deal_step': {
      const step = v as { stage?: string; contract_number?: string | null };
      return [step.stage ? f.dealStage(step.stage) : null, step.contract_number]
        .filter(Boolean)
        .join(' · ');
    }
    case 'co_buyers':
      return Array.isArray(v)
        ? v.map((c) => String((c as { name?: string }).name ?? '')).join(', ') || null
        : null;
    case 'customer': {
      // "Name, +7 999 123-45-67, e-mail" (a read-only viewer gets the phone masked by the API).
      const c = v as { name?: string; phone?: string; email?: string | null };
      return [c.name, c.phone ? formatPhone(c.phone) : null, c.email].filter(Boolean).join(', ');
    }
    case 'unit_data': {
      const d = v as { base_price?: number | string | null };
      return d.base_price != null ? f.basePrice(d.base_price) : f.words.noBasePrice;
    }
  }
  if (s && ISO.test(s)) return f.date(s);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

interface NamedPeople {
  owner: string;
  owner_name: string | null;
  responsible: string | null;
  responsible_name: string | null;
}

type NamedEntry = Pick<
  HistoryEntry,
  'user' | 'user_name' | 'old_value' | 'old_value_name' | 'new_value' | 'new_value_name'
>;

/**
 * Names the records carry, by user id: the booking's owner and responsible (as they are now), the
 * authors of its history entries, and the people its values name (a former responsible…).
 */
export function knownNames(
  booking: NamedPeople,
  entries: readonly NamedEntry[],
): Map<string, string> {
  const names = new Map<string, string>();
  const add = (id: unknown, name: string | null) => {
    if (typeof id === 'string' && id && name) names.set(id, name);
  };
  for (const e of entries) {
    add(e.user, e.user_name);
    add(e.old_value, e.old_value_name);
    add(e.new_value, e.new_value_name);
  }
  add(booking.owner, booking.owner_name);
  add(booking.responsible, booking.responsible_name);
  return names;
}
