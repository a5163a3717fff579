import type { OfferLinkState } from '../services/documents';
import type { PageAnswer } from './document';
import { translator, type Locale } from './i18n';
import { Frame, Icon, PhoneLink } from './parts';

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

/**
 * The page an offer's public link (`/o/<token>`) shows when it does not open the PDF: expired
 * (410: who to call for a new one), invalid (403: a bad signature) or unknown (404). Never a JSON
 * error: a customer scanned a QR code on paper.
 */
export function offerLinkPage(
  state: Exclude<OfferLinkState, { kind: 'VALID' }>,
  o: { locale: Locale; developer: string; officePhone: string },
): PageAnswer {
  const t = translator(o.locale);
  let status: number;
  let title: string;
  let body;
  if (state.kind === 'EXPIRED') {
    const c = state.contact;
    status = 410;
    title = t('offer.expiredTitle');
    body = (
      <>
        <Icon name="clock" />
        <h1>{title}</h1>
        <p className="muted">
          {t('offer.expiredText', { number: c.number, date: dayText(c.validUntil, o.locale) })}
        </p>
        <p className="label">{t('offer.manager')}</p>
        <p>
          {c.manager.name}
          <br />
          <PhoneLink phone={c.manager.phone} />
        </p>
      </>
    );
  } else {
    const tampered = state.kind === 'TAMPERED';
    status = tampered ? 403 : 404;
    title = tampered ? t('offer.invalidTitle') : t('offer.unknownTitle');
    body = (
      <>
        <Icon name="warn" />
        <h1>{title}</h1>
        <p className="muted">{tampered ? t('offer.invalidText') : t('offer.unknownText')}</p>
      </>
    );
  }
  return {
    status,
    lang: o.locale,
    title,
    body: (
      <Frame brand={o.developer} office={t('offer.office')} phone={o.officePhone}>
        <section className="card state">{body}</section>
      </Frame>
    ),
  };
}
