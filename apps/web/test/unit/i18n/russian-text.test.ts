import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { PHONE_MESSAGE } from '@app/validators';
import { formatPhone } from '@app/validators/phone';
import en from '@app/messages/en.json';
import ru from '@app/messages/ru.json';
import { matchValidationMessage } from '../../../src/lib/validation-message';

const tr = createTranslator({ locale: 'ru', messages: ru });
const te = createTranslator({ locale: 'en', messages: en });

describe('the Russian text reads as a native speaker writes it', () => {
  it('a discount or an option is feminine, its one status of one vocabulary: "Отключена"', () => {
    expect(tr('pricing.catalog.period.running')).toBe('Действует');
    expect(tr('pricing.catalog.period.scheduled')).toBe('Запланирована');
    expect(tr('pricing.catalog.period.over')).toBe('Завершена');
    expect(tr('pricing.catalog.period.off')).toBe('Отключена');
  });

  it.each([
    [1, 'Новая цена задана для 1 помещения'],
    [3, 'Новые цены заданы для 3 помещений'],
    [21, 'Новая цена задана для 21 помещения'],
  ])('bulk repricing of %d units: "%s" (not "Цен задано: 3")', (count, text) => {
    expect(tr('pricing.bulk.success', { count })).toBe(text);
  });

  it.each([
    [1, '1 помещение без цены пропущено'],
    [3, '3 помещения без цены пропущены'],
    [5, '5 помещений без цены пропущено'],
  ])('skipped %d: "%s"', (count, text) => {
    expect(tr('pricing.bulk.skipped', { count })).toBe(text);
  });

  it('numbers agree with their nouns', () => {
    expect(tr('validation.maxPayments', { n: 1 })).toBe('Не более 1 платежа');
    expect(tr('validation.maxPayments', { n: 360 })).toBe('Не более 360 платежей');
    expect(tr('history.more', { count: 2, total: 40 })).toBe('Показаны последние 2 записи из 40.');
    expect(tr('history.more', { count: 50, total: 80 })).toBe(
      'Показаны последние 50 записей из 80.',
    );
    expect(tr('pricing.prices.selected', { count: 2 })).toBe('Выбрано 2 помещения');
  });

  it('the unit card says which price the buyer pays', () => {
    // The card's price is what the buyer pays with the default conditions; the base beside it.
    expect(tr('units.card.price')).toBe('Цена');
    expect(tr('unitPricing.total')).toBe('Итого к оплате');
    expect(tr('unitPricing.totalHint')).toMatch(/платит покупатель/);
    expect(te('unitPricing.total')).toBe('Total to pay');
  });

  it('a name is asked for by what it names', () => {
    expect(tr('pricing.discounts.nameRequired')).toBe('Введите название скидки');
    expect(tr('pricing.options.nameRequired')).toBe('Введите название опции');
  });
});

describe('phones', () => {
  it('the shared schema’s refusal reads in the interface language', () => {
    expect(matchValidationMessage(PHONE_MESSAGE)?.key).toBe('phone');
    expect(tr('validation.phone')).toContain('+7 999 123-45-67');
  });

  it('are shown as +7 999 123-45-67, however they were typed', () => {
    for (const typed of ['+79991234567', '+7 (999) 123-45-67', '8 999 123 45 67']) {
      expect(formatPhone(typed)).toBe('+7 999 123-45-67');
    }
  });

  it('the hints show the form people type, not +79991234567 only', () => {
    expect(tr('users.register.phoneHint')).toBe('Например, +7 999 123-45-67');
    expect(tr('profile.phoneHint')).toBe('Например, +7 999 123-45-67');
  });
});

describe('a number with №', () => {
  it('keeps a no-break space between the sign and the number, in both catalogs', () => {
    for (const catalog of [ru, en]) {
      const text = JSON.stringify(catalog);
      expect(text.match(/№(?:[ ]?\{|\d)/g) ?? []).toEqual([]);
    }
    expect(tr('units.book.success', { number: 1000 })).toBe('Бронь №\u00a01000 создана');
    expect(te('bookings.cancel.done', { number: 1000 })).toBe('Booking №\u00a01000 cancelled');
  });
});
