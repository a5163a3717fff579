'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useUnitStatusLabel } from '~/components/units/unit-status';
import { useUnitFormat } from '~/lib/format';
import type { RouterOutputs } from '~/trpc/client';
import { useBookingStatusLabel } from './booking-status';

export type HistoryEntry = RouterOutputs['bookings']['history']['items'][number];

export interface HistoryEvent {
  key: string;
  date: string;
  user: string;
  entityType: string;
  kind: 'created' | 'cancelled' | 'expired' | 'unit' | 'group' | 'changed';
  entries: HistoryEntry[];
}

/** Entries of one change (same moment, author and entity) become one event, newest first. */
export function groupEvents(entries: readonly HistoryEntry[]): HistoryEvent[] {
  const events: HistoryEvent[] = [];
  for (const e of [...entries].sort((a, b) => Number(a.id) - Number(b.id))) {
    const date = new Date(e.date).toISOString();
    const last = events.at(-1);
    if (last && last.date === date && last.user === e.user && last.entityType === e.entity_type) {
      last.entries.push(e);
    } else {
      events.push({
        key: String(e.id),
        date,
        user: e.user,
        entityType: e.entity_type,
        kind: 'changed',
        entries: [e],
      });
    }
  }
  for (const ev of events) ev.kind = kindOf(ev);
  return events.reverse();
}

function kindOf(ev: HistoryEvent): HistoryEvent['kind'] {
  if (ev.entityType === 'Unit') return 'unit';
  const status = ev.entries.find((e) => e.property === 'status');
  if (ev.entries.some((e) => e.property === 'number' && e.old_value === null)) return 'created';
  if (status?.new_value === 'BOOKING_STATUS_CANCELLED') return 'cancelled';
  if (status?.new_value === 'BOOKING_STATUS_EXPIRED') return 'expired';
  if (ev.entries.every((e) => e.property === 'booking_group')) return 'group';
  return 'changed';
}

const PROPERTIES = [
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
  'booking_group',
  'second_statuses',
  'active',
] as const;
type Property = (typeof PROPERTIES)[number];
const isProperty = (p: string): p is Property => (PROPERTIES as readonly string[]).includes(p);

interface Lookups {
  userName: (id: string | null) => string;
  unitCode: (id: string) => string | undefined;
  regionName: (id: string) => string | undefined;
  groupName: (id: string) => string | undefined;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Property names and values of history entries in the interface language. */
export function useHistoryFormat(lookups: Lookups) {
  const t = useTranslations('history');
  const format = useFormatter();
  const fmt = useUnitFormat();
  const bookingStatus = useBookingStatusLabel();
  const unitStatus = useUnitStatusLabel();
  const secondStatus = useTranslations('secondStatus');

  const date = (v: string) =>
    format.dateTime(new Date(v), { dateStyle: 'medium', timeStyle: 'short' });

  function value(entry: HistoryEntry, v: unknown): string | null {
    if (v === null || v === undefined || v === '') return null;
    const s = typeof v === 'string' ? v : undefined;
    switch (entry.property) {
      case 'status':
        return s ? (entry.entity_type === 'Unit' ? unitStatus(s) : bookingStatus(s)) : null;
      case 'owner':
      case 'responsible':
        return lookups.userName(s ?? null);
      case 'unit':
        return s ? (lookups.unitCode(s) ?? t('someUnit')) : null;
      case 'region':
        return s ? (lookups.regionName(s) ?? s) : null;
      case 'booking_group':
        return s ? (lookups.groupName(s) ?? t('someGroup')) : null;
      case 'number':
        return `№${String(v)}`;
      case 'active':
        return v ? t('yes') : t('no');
      case 'second_statuses':
        return Array.isArray(v) && v.length
          ? v.map((x) => (secondStatus.has(x) ? secondStatus(x) : String(x))).join(', ')
          : null;
      case 'unit_data': {
        const d = v as { code?: string; base_price?: number | null };
        return d.base_price != null
          ? t('basePrice', { price: fmt.price(Number(d.base_price)) })
          : t('noBasePrice');
      }
    }
    if (s && ISO.test(s)) return date(s);
    if (typeof v === 'object') return JSON.stringify(v);
    return String(v);
  }

  return {
    property: (p: string) => (isProperty(p) ? t(`properties.${p}`) : p),
    value,
    title: (ev: HistoryEvent) => t(`events.${ev.kind}`),
  };
}
