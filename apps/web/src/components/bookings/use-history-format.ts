'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useUnitStatusLabel } from '~/components/units/unit-status';
import { useMoney } from '~/lib/format';
import { useBookingStatusLabel } from './booking-status';
import {
  formatHistoryValue,
  isHistoryProperty,
  type HistoryEntry,
  type HistoryEvent,
  type HistoryFormatters,
  type HistoryLookups,
} from './history-format';
import { DATE } from '~/lib/date-formats';

/** Property names, values and event titles of the booking history in the interface language. */
export function useHistoryFormat(lookups: HistoryLookups) {
  const t = useTranslations('history');
  const format = useFormatter();
  const money = useMoney();
  const bookingStatus = useBookingStatusLabel();
  const unitStatus = useUnitStatusLabel();
  const secondStatus = useTranslations('secondStatus');
  const providers = useTranslations('paymentsLedger.provider');
  const reasons = useTranslations('paymentsLedger.reasons');
  const stages = useTranslations('deals.stages');

  const formatters: HistoryFormatters = {
    ...lookups,
    unitStatus,
    bookingStatus,
    secondStatus: (s) =>
      secondStatus.has(s as SecondStatus) ? secondStatus(s as SecondStatus) : s,
    date: (v) => format.dateTime(new Date(v), DATE.moment),
    basePrice: (price) => t('basePrice', { price: money(price) }),
    paymentStatus: (s) =>
      t.has(`paymentStatus.${s as PaymentStatus}`) ? t(`paymentStatus.${s as PaymentStatus}`) : s,
    money: (amount) => money(amount),
    provider: (name) =>
      name === 'MANUAL'
        ? t('manualProvider')
        : providers.has(name as ProviderKey)
          ? providers(name as ProviderKey)
          : name,
    dealStage: (s) => (stages.has(s as StageKey) ? stages(s as StageKey) : s),
    paymentReason: (code) => (reasons.has(code as ReasonKey) ? reasons(code as ReasonKey) : code),
    revokedReason: (code) =>
      t.has(`revokedReason.${code as RevokedReason}`)
        ? t(`revokedReason.${code as RevokedReason}`)
        : code,
    words: {
      someUnit: t('someUnit'),
      someGroup: t('someGroup'),
      yes: t('yes'),
      no: t('no'),
      noBasePrice: t('noBasePrice'),
    },
  };

  return {
    property: (p: string) => (isHistoryProperty(p) ? t(`properties.${p}`) : p),
    value: (entry: HistoryEntry, v: unknown) => formatHistoryValue(entry, v, formatters),
    // A link event names the link by its number ("№ 2"), 0 when its creation is not listed.
    title: (ev: HistoryEvent) => t(`events.${ev.kind}`, { link: ev.link ?? 0 }),
  };
}

type SecondStatus = keyof Messages['secondStatus'];
type PaymentStatus = keyof Messages['history']['paymentStatus'];
type RevokedReason = keyof Messages['history']['revokedReason'];
type ProviderKey = keyof Messages['paymentsLedger']['provider'];
type ReasonKey = keyof Messages['paymentsLedger']['reasons'];
type StageKey = keyof Messages['deals']['stages'];
