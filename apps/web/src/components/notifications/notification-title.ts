'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@app/pricing';
import { unitLabel } from '@app/validators';
import type { Notification } from './use-notifications';
import { DATE } from '~/lib/date-formats';

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The one line a notification says (the same catalog texts as its e-mail). */
export function useNotificationTitle() {
  const t = useTranslations('notifications');
  const format = useFormatter();
  const locale = useLocale() === 'en' ? 'en' : 'ru';
  return (n: Notification) => {
    const d = n.data;
    const expiration = str(d.expiration_date);
    const reason = str(d.reason);
    return t(`kinds.${n.kind}`, {
      number: str(d.number),
      unit: unitLabel({ code: str(d.unit_code), number: str(d.unit_number) }, locale),
      date: expiration ? format.dateTime(new Date(expiration), DATE.inText) : '',
      amount: d.amount ? formatMoney(str(d.amount), locale, str(d.currency) || 'RUB') : '',
      url: str(d.url),
      customer: str(d.customer_name),
      reason: reason === 'GONE' || reason === 'FAILING' ? t(`reasons.${reason}`) : reason,
      stage: str(d.stage),
      provider: str(d.provider),
    });
  };
}
