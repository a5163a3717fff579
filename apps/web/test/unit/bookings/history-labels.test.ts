/**
 * The booking history says every code the API writes in words, in both languages: properties,
 * payment providers, refund and link-closing reasons; link events name the link by its number.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { LINK_REVOKE_REASONS, PAYMENT_PROVIDERS } from '@app/validators';
import en from '@app/messages/en.json';
import ru from '@app/messages/ru.json';
import { HISTORY_PROPERTIES } from '../../../src/components/bookings/history-format';

const NB = '\u00a0';
const catalogs = { ru, en };
const LOCALES = ['ru', 'en'] as const;

describe.each(LOCALES)('the history in %s', (locale) => {
  const messages = catalogs[locale];
  const t = createTranslator({ locale, messages });

  it('names every property it shows and every code it is given', () => {
    for (const p of HISTORY_PROPERTIES) expect(messages.history.properties).toHaveProperty(p);
    for (const p of PAYMENT_PROVIDERS)
      expect(t(`paymentsLedger.provider.${p}`)).not.toMatch(/^[A-Z_]+$/);
    for (const r of LINK_REVOKE_REASONS)
      expect(t(`history.revokedReason.${r}`)).not.toMatch(/^[A-Z_]+$/);
    expect(t('paymentsLedger.reasons.BOOKING_CANCELLED')).not.toMatch(/^[A-Z_]+$/);
  });
});

describe('link events', () => {
  const ru = createTranslator({ locale: 'ru', messages: catalogs.ru, namespace: 'history' });
  const en = createTranslator({ locale: 'en', messages: catalogs.en, namespace: 'history' });

  it('say a link closed because the booking was paid, with its number', () => {
    expect(ru('events.linkPaid', { link: 2 })).toBe(
      `Ссылка на оплату №${NB}2 закрыта: бронь оплачена`,
    );
    expect(en('events.linkPaid', { link: 2 })).toBe(
      `Payment link no.${NB}2 closed: the booking is paid`,
    );
  });

  it('leave the number out when the link’s creation is not listed', () => {
    expect(ru('events.linkRevoked', { link: 0 })).toBe('Ссылка на оплату отозвана');
    expect(en('events.linkCreated', { link: 0 })).toBe('Payment link created');
    expect(ru('events.linkCreated', { link: 3 })).toBe(`Создана ссылка на оплату №${NB}3`);
  });
});
