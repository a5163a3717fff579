import type { Locale } from '@app/validators';

export type { Locale };

/**
 * What the payment page says the amount is: the configured text (PAID_BOOKING_FEE_NOTE, and
 * PAID_BOOKING_FEE_NOTE_EN for English browsers; an English page shows the Russian one rather than
 * a built-in text that could contradict it), else the built-in one. `{days}`: PAID_PERIOD_DAYS.
 */
export function feeNote(
  locale: Locale,
  configured: { ru: string; en: string },
  days: number,
): string {
  const text =
    (locale === 'en' ? configured.en.trim() || configured.ru.trim() : configured.ru.trim()) ||
    MESSAGES[locale].feeNote;
  return text.replaceAll('{days}', String(days));
}

export function formatDeadline(d: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(d);
}

/** "2 d 4 h 15 min" / "2 дн. 4 ч 15 мин" (abbreviations: no plural forms needed). */
export function formatTimeLeft(ms: number, locale: Locale): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const u = locale === 'ru' ? { d: 'дн.', h: 'ч', m: 'мин' } : { d: 'd', h: 'h', m: 'min' };
  const parts = [d ? `${d} ${u.d}` : '', d || h ? `${h} ${u.h}` : '', `${m} ${u.m}`];
  return parts.filter(Boolean).join(' ');
}

export const MESSAGES = {
  ru: {
    title: 'Оплата бронирования',
    booking: 'Бронирование №',
    unit: 'Квартира',
    building: 'Корпус',
    section: 'Секция',
    floor: 'Этаж',
    number: 'Номер',
    rooms: 'Комнат',
    roomsStudio: 'студия',
    area: 'Площадь',
    sqm: 'м²',
    complex: 'Жилой комплекс',
    amount: 'К оплате',
    feeNote:
      'Это оплата платного бронирования: квартира закрепляется за вами ещё на {days} раб. дн. Сумма входит в стоимость квартиры и засчитывается при подписании договора. Если бронирование отменят, деньги вернут полностью.',
    office: 'Вопросы об оплате — в офис продаж:',
    timeLeft: 'Осталось',
    until: 'Оплатить до',
    pay: 'Оплатить',
    payHint: 'Оплата проходит на защищённой странице платёжного сервиса.',
    offline:
      'Онлайн-оплата сейчас недоступна. Оплатить можно в офисе продаж — обратитесь к вашему менеджеру.',
    failedNotice: 'Платёж не прошёл. Деньги не списаны — можно попробовать ещё раз.',
    pendingNotice: 'Подтверждаем платёж. Страница обновится сама.',
    paidTitle: 'Бронирование оплачено',
    paidText: 'Спасибо! Платёж получен, квартира закреплена за вами. Менеджер свяжется с вами.',
    paidAmount: 'Оплачено',
    paidDate: 'Дата оплаты',
    paidUntil: 'Бронь действует до',
    manager: 'Ваш менеджер',
    receiptOnline: 'Кассовый чек придёт на электронную почту или телефон, указанные при оплате.',
    receiptOffice: 'Кассовый чек выдаётся в офисе продаж при оплате.',
    tamperedTitle: 'Ссылка недействительна',
    tamperedText:
      'Ссылка повреждена или изменена. Откройте её заново из сообщения или попросите менеджера прислать новую.',
    unknownTitle: 'Ссылка не найдена',
    unknownText:
      'Такой ссылки на оплату нет. Проверьте адрес или попросите менеджера прислать новую.',
    revokedTitle: 'Ссылка больше не действует',
    revokedText:
      'Эта ссылка отозвана: возможно, менеджер отправил вам новую. Оплатить по ней нельзя.',
    expiredTitle: 'Срок оплаты истёк',
    expiredText:
      'Время на оплату по этой ссылке закончилось. Обратитесь к менеджеру, чтобы продлить бронирование.',
    notPayableTitle: 'Бронирование нельзя оплатить',
    notPayableText:
      'Бронирование отменено или истекло, оплата по нему не принимается. Обратитесь к менеджеру.',
  },
  en: {
    title: 'Booking payment',
    booking: 'Booking No. ',
    unit: 'Apartment',
    building: 'Building',
    section: 'Section',
    floor: 'Floor',
    number: 'Number',
    rooms: 'Rooms',
    roomsStudio: 'studio',
    area: 'Area',
    sqm: 'm²',
    complex: 'Residential complex',
    amount: 'Amount due',
    feeNote:
      'This is the paid booking fee: once paid, the apartment is held for you for {days} more working days. The amount counts towards the price of the apartment and is credited when the contract is signed. If the booking is cancelled, the money is refunded in full.',
    office: 'Questions about the payment? Call the sales office:',
    timeLeft: 'Time left',
    until: 'Pay by',
    pay: 'Pay',
    payHint: "You pay on the payment service's secure page.",
    offline:
      'Online payment is not available right now. You can pay at the sales office: please contact your manager.',
    failedNotice: 'The payment did not go through and nothing was charged. You can try again.',
    pendingNotice: 'We are confirming your payment. This page will refresh by itself.',
    paidTitle: 'Booking paid',
    paidText:
      'Thank you! Your payment has been received and the apartment is reserved for you. Your manager will be in touch.',
    paidAmount: 'Paid',
    paidDate: 'Payment date',
    paidUntil: 'Booking valid until',
    manager: 'Your manager',
    receiptOnline: 'The receipt will be sent to the e-mail or phone you gave when paying.',
    receiptOffice: 'The sales office hands out the receipt when you pay.',
    tamperedTitle: 'This link is not valid',
    tamperedText:
      'The link is damaged or was changed. Open it again from the message, or ask your manager for a new one.',
    unknownTitle: 'Link not found',
    unknownText:
      'There is no such payment link. Check the address, or ask your manager for a new one.',
    revokedTitle: 'This link no longer works',
    revokedText:
      'This link was withdrawn: your manager may have sent you a new one. It cannot be used to pay.',
    expiredTitle: 'The time to pay has run out',
    expiredText:
      'This payment link has expired. Please contact your manager to extend the booking.',
    notPayableTitle: 'This booking cannot be paid',
    notPayableText:
      'The booking was cancelled or has expired, so no payment is taken for it. Please contact your manager.',
  },
} as const;

export type Messages = (typeof MESSAGES)[Locale];
