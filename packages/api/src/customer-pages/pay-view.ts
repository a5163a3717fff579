import { formatMoney } from '@app/pricing';
import { formatPhone } from '@app/validators';
import type { PaidDetails, PayState, PayView } from '../services/payments';
import { html, raw, type PageAnswer, type Raw } from './html';
import { formatDeadline, formatTimeLeft, MESSAGES, type Locale, type Messages } from './i18n';

/** What the customer came back with from the provider's checkout (`?checkout=`). */
export type CheckoutReturn = 'success' | 'failed' | null;

interface ViewOptions {
  locale: Locale;
  timeZone: string;
  now: Date;
  /** Online payment is on (a provider is configured). */
  online: boolean;
  returned: CheckoutReturn;
  /** The form's target for the Pay button. */
  checkoutAction: string;
  /** The sales office's phone, on every page. */
  officePhone: string;
  /** What the amount is (feeNote of i18n.ts). */
  feeNote: string;
}

const STATUS: Record<PayState['kind'], number> = {
  PAYABLE: 200,
  PAID: 200,
  TAMPERED: 403,
  UNKNOWN: 404,
  REVOKED: 410,
  EXPIRED: 410,
  NOT_PAYABLE: 409,
};

function unitRows(v: PayView, t: Messages, locale: Locale): Raw {
  const area = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    maximumFractionDigits: 2,
  }).format(Number(v.unit.area));
  const rows: [string, string][] = [
    [t.complex, v.unit.complex],
    [t.building, v.unit.building],
    [t.section, String(v.unit.section)],
    [t.floor, String(v.unit.floor)],
    [t.number, v.unit.number],
    [t.rooms, v.unit.rooms === 0 ? t.roomsStudio : String(v.unit.rooms)],
    [t.area, `${area} ${t.sqm}`],
  ];
  return definitions(rows);
}

function definitions(rows: [string, string | Raw][]): Raw {
  return html`<dl>
    ${rows.map(
      ([k, val]) =>
        html`<dt>${k}</dt>
          <dd>${val}</dd>`,
    )}
  </dl>`;
}

/** Outline icons (24×24 strokes), inline: no image request, nothing for the CSP to allow. */
const ICONS = {
  ok: '<path d="M20 6 9 17l-5-5"/>',
  warn: '<path d="M12 3 2 21h20L12 3z"/><path d="M12 10v5"/><path d="M12 18h.01"/>',
  stop: '<circle cx="12" cy="12" r="9"/><path d="m5.6 5.6 12.8 12.8"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  unknown:
    '<circle cx="12" cy="12" r="9"/><path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14"/><path d="M12 17h.01"/>',
} as const;
type Icon = keyof typeof ICONS;

const icon = (name: Icon) =>
  raw(
    `<svg class="icon ${name}" viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ICONS[name]}</svg>`,
  );

function stateCard(name: Icon, title: string, text: string, v: PayView | null, t: Messages): Raw {
  return html`<section class="card state">
    ${icon(name)}
    <h1>${title}</h1>
    ${v ? html`<p class="ref">${t.booking}${v.bookingNumber}</p>` : ''}
    <p class="muted">${text}</p>
  </section>`;
}

/** A phone to tap: printed as people read it, dialled with its digits (and its "+"). */
export const phoneLink = (phone: string) => {
  const dial = `${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
  return html`<a class="phone" href="tel:${dial}">${formatPhone(phone)}</a>`;
};

/** The success page: what was paid and when, the new deadline, the manager, the receipt. */
function paidCard(v: PayView, paid: PaidDetails | null, t: Messages, o: ViewOptions): Raw {
  const card = stateCard('ok', t.paidTitle, t.paidText, v, t);
  if (!paid) return card;
  const rows: [string, string | Raw][] = [
    [t.paidAmount, formatMoney(paid.amount, o.locale, paid.currency)],
    [t.paidDate, formatDeadline(paid.paidAt, o.locale, o.timeZone)],
    [t.paidUntil, formatDeadline(paid.expiresAt, o.locale, o.timeZone)],
  ];
  const m = paid.manager;
  if (m) rows.push([t.manager, m.phone ? html`${m.name}<br />${phoneLink(m.phone)}` : m.name]);
  return html`${card}
    <section class="card paid">
      ${definitions(rows)}
      <p class="hint">${paid.provider === 'MANUAL' ? t.receiptOffice : t.receiptOnline}</p>
    </section>`;
}

function payable(v: PayView, t: Messages, o: ViewOptions): Raw {
  const notice =
    o.returned === 'failed'
      ? html`<p class="notice bad" role="alert">${t.failedNotice}</p>`
      : o.returned === 'success'
        ? html`<p class="notice wait" role="status">${t.pendingNotice}</p>`
        : '';
  const action = o.online
    ? html`<form method="post" action="${o.checkoutAction}">
          <button class="pay" type="submit">
            ${t.pay} ${formatMoney(v.amount, o.locale, v.currency)}
          </button>
        </form>
        <p class="hint">${t.payHint}</p>`
    : html`<p class="notice wait">${t.offline}</p>`;
  return html`${notice}
    <section class="card">
      <h1>${t.booking}${v.bookingNumber}</h1>
      <p class="label">${t.unit}</p>
      ${unitRows(v, t, o.locale)}
      <p class="label">${t.amount}</p>
      <p class="amount">${formatMoney(v.amount, o.locale, v.currency)}</p>
      <p class="muted note">${o.feeNote}</p>
      <div class="deadline">
        <span>${t.timeLeft}</span
        ><strong>${formatTimeLeft(v.expiresAt.getTime() - o.now.getTime(), o.locale)}</strong
        ><span>${t.until}: ${formatDeadline(v.expiresAt, o.locale, o.timeZone)}</span>
      </div>
      ${action}
    </section>`;
}

/** The payment page for a link's state: each refusal has its own page, none offers to pay. */
/** Every state but PAYABLE is a card: its icon and the message keys of its title and text. */
const STATE_CARDS = {
  TAMPERED: ['warn', 'tampered'],
  UNKNOWN: ['unknown', 'unknown'],
  REVOKED: ['stop', 'revoked'],
  EXPIRED: ['clock', 'expired'],
  NOT_PAYABLE: ['stop', 'notPayable'],
} as const satisfies Record<Exclude<PayState['kind'], 'PAYABLE' | 'PAID'>, [Icon, string]>;

export function payPage(state: PayState, developer: string, o: ViewOptions): PageAnswer {
  const t = MESSAGES[o.locale];
  let body: Raw;
  let title: string = t.title;
  if (state.kind === 'PAYABLE') body = payable(state.view, t, o);
  else if (state.kind === 'PAID') {
    title = t.paidTitle;
    body = paidCard(state.view, state.paid, t, o);
  } else {
    const [name, key] = STATE_CARDS[state.kind];
    title = t[`${key}Title`];
    body = stateCard(name, title, t[`${key}Text`], 'view' in state ? state.view : null, t);
  }
  const waiting = state.kind === 'PAYABLE' && o.returned === 'success';
  return {
    status: STATUS[state.kind],
    lang: o.locale,
    title,
    refresh: waiting ? 3 : undefined,
    body: html`<main>
      <p class="brand">${developer}</p>
      ${body}
      <p class="office">${t.office} ${phoneLink(o.officePhone)}</p>
    </main>`,
  };
}
