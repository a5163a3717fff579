import type { OfferLinkState } from '../services/documents';
import { html, type PageAnswer, type Raw } from './html';
import type { Locale } from './i18n';
import { phoneLink } from './pay-view';

/**
 * The page an offer's public link (`/o/<token>`) shows when it does not open the PDF: expired
 * (410: who to call for a new one), invalid (403: a bad signature) or unknown (404). Never a JSON
 * error: a customer scanned a QR code on paper.
 */
const TEXT = {
  ru: {
    expiredTitle: 'Срок действия предложения истёк',
    expiredText: (n: string, d: string) =>
      `Коммерческое предложение № ${n} действовало до ${d} включительно. Цены и наличие могли измениться — менеджер подготовит новое предложение.`,
    manager: 'Ваш менеджер',
    invalidTitle: 'Ссылка недействительна',
    invalidText:
      'Эта ссылка повреждена или изменена. Откройте ссылку из полученного документа целиком или позвоните нам.',
    unknownTitle: 'Предложение не найдено',
    unknownText: 'Такого предложения нет. Проверьте ссылку или позвоните нам.',
    office: 'Офис продаж:',
  },
  en: {
    expiredTitle: 'This offer has expired',
    expiredText: (n: string, d: string) =>
      `Commercial offer No. ${n} was valid until ${d} inclusive. Prices and availability may have changed: your manager will prepare a new offer.`,
    manager: 'Your manager',
    invalidTitle: 'This link is not valid',
    invalidText:
      'The link is damaged or was changed. Open the whole link from the document you received, or call us.',
    unknownTitle: 'Offer not found',
    unknownText: 'There is no such offer. Check the link or call us.',
    office: 'Sales office:',
  },
} as const;

/** "2026-11-25" → "25 ноября 2026 г." / "25 November 2026" (a calendar day, no time zone shift). */
function dayText(isoDay: string, locale: Locale): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDay;
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

const CLOCK = html`<svg
  class="icon clock"
  viewBox="0 0 24 24"
  width="48"
  height="48"
  fill="none"
  stroke="currentColor"
  stroke-width="2"
  stroke-linecap="round"
  stroke-linejoin="round"
  aria-hidden="true"
>
  <circle cx="12" cy="12" r="9" />
  <path d="M12 7v5l3 2" />
</svg>`;
const WARN = html`<svg
  class="icon warn"
  viewBox="0 0 24 24"
  width="48"
  height="48"
  fill="none"
  stroke="currentColor"
  stroke-width="2"
  stroke-linecap="round"
  stroke-linejoin="round"
  aria-hidden="true"
>
  <path d="M12 3 2 21h20L12 3z" />
  <path d="M12 10v5" />
  <path d="M12 18h.01" />
</svg>`;

export function offerLinkPage(
  state: Exclude<OfferLinkState, { kind: 'VALID' }>,
  o: { locale: Locale; developer: string; officePhone: string },
): PageAnswer {
  const t = TEXT[o.locale];
  let status: number;
  let title: string;
  let body: Raw;
  if (state.kind === 'EXPIRED') {
    const c = state.contact;
    status = 410;
    title = t.expiredTitle;
    body = html`${CLOCK}
      <h1>${title}</h1>
      <p class="muted">${t.expiredText(c.number, dayText(c.validUntil, o.locale))}</p>
      <p class="label">${t.manager}</p>
      <p>${c.manager.name}<br />${phoneLink(c.manager.phone)}</p>`;
  } else {
    status = state.kind === 'TAMPERED' ? 403 : 404;
    title = state.kind === 'TAMPERED' ? t.invalidTitle : t.unknownTitle;
    body = html`${WARN}
      <h1>${title}</h1>
      <p class="muted">${state.kind === 'TAMPERED' ? t.invalidText : t.unknownText}</p>`;
  }
  return {
    status,
    lang: o.locale,
    title,
    body: html`<main>
      <p class="brand">${o.developer}</p>
      <section class="card state">${body}</section>
      <p class="office">${t.office} ${phoneLink(o.officePhone)}</p>
    </main>`,
  };
}
