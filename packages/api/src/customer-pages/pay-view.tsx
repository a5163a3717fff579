import type { ReactNode } from 'react';
import { formatMoney } from '@app/pricing';
import type { PaidDetails, PayState, PayView } from '../services/payments';
import type { PageAnswer } from './document';
import { formatDeadline, formatTimeLeft, translator, type Locale, type Translator } from './i18n';
import { Definitions, Frame, Icon, PhoneLink, type IconName } from './parts';

/** What the customer came back with from the provider's checkout (`?checkout=`). */
export type CheckoutReturn = 'success' | 'failed' | 'unavailable' | null;

interface ViewOptions {
  locale: Locale;
  timeZone: string;
  now: Date;
  /** Online payment is on (a provider is configured). */
  online: boolean;
  /** The configured provider's name (`YOOKASSA`, `TBANK`, `SANDBOX`), named by the Pay button. */
  provider: string | null;
  returned: CheckoutReturn;
  /** The form's target for the Pay button. */
  checkoutAction: string;
  /** Origins the Pay form's redirect may lead to (the acquirer's checkout; CSP form-action). */
  checkoutTargets?: string[];
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

/** Every state but PAYABLE and PAID is a card: its icon and the message keys of its title and text. */
const STATE_CARDS = {
  TAMPERED: ['warn', 'tampered'],
  UNKNOWN: ['unknown', 'unknown'],
  REVOKED: ['stop', 'revoked'],
  EXPIRED: ['clock', 'expired'],
  NOT_PAYABLE: ['stop', 'notPayable'],
} as const satisfies Record<Exclude<PayState['kind'], 'PAYABLE' | 'PAID'>, [IconName, string]>;

type ProviderKey = Parameters<Translator>[0] & `providers.${string}`;

/** A provider's name for the customer (the office for MANUAL; an unknown one as it is). */
function providerName(t: Translator, name: string): string {
  const key = `providers.${name}` as ProviderKey;
  return t.has(key) ? t(key) : name;
}

function UnitRows({ v, t, locale }: { v: PayView; t: Translator; locale: Locale }) {
  const area = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    maximumFractionDigits: 2,
  }).format(Number(v.unit.area));
  const u = v.unit;
  return (
    <Definitions
      rows={[
        [t('pay.complex'), u.complex],
        [t('pay.building'), u.building],
        [t('pay.section'), String(u.section)],
        [t('pay.floor'), String(u.floor)],
        [t('pay.number'), u.number],
        [t('pay.rooms'), u.rooms === 0 ? t('pay.roomsStudio') : String(u.rooms)],
        [t('pay.area'), t('pay.areaValue', { area })],
      ]}
    />
  );
}

function StateCard(p: {
  icon: IconName;
  title: string;
  text: string;
  v: PayView | null;
  t: Translator;
}) {
  return (
    <section className="card state">
      <Icon name={p.icon} />
      <h1>{p.title}</h1>
      {p.v ? <p className="ref">{p.t('pay.booking', { number: p.v.bookingNumber })}</p> : null}
      <p className="muted">{p.text}</p>
    </section>
  );
}

/** The success page: what was paid and when, the new deadline, the manager, the receipt. */
function PaidCard({
  v,
  paid,
  t,
  o,
}: {
  v: PayView;
  paid: PaidDetails | null;
  t: Translator;
  o: ViewOptions;
}) {
  const card = (
    <StateCard icon="ok" title={t('pay.paidTitle')} text={t('pay.paidText')} v={v} t={t} />
  );
  if (!paid) return card;
  const rows: [string, ReactNode][] = [
    [t('pay.paidAmount'), formatMoney(paid.amount, o.locale, paid.currency)],
    [t('pay.paidThrough'), providerName(t, paid.provider)],
    [t('pay.paidDate'), formatDeadline(paid.paidAt, o.locale, o.timeZone)],
    [t('pay.paidUntil'), formatDeadline(paid.expiresAt, o.locale, o.timeZone)],
  ];
  const m = paid.manager;
  if (m)
    rows.push([
      t('pay.manager'),
      m.phone ? (
        <>
          {m.name}
          <br />
          <PhoneLink phone={m.phone} />
        </>
      ) : (
        m.name
      ),
    ]);
  return (
    <>
      {card}
      <section className="card paid">
        <Definitions rows={rows} />
        {paid.test ? (
          <p className="notice wait" data-test-payment>
            {t('pay.testPayment')}
          </p>
        ) : null}
        <p className="hint">
          {paid.provider === 'MANUAL' ? t('pay.receiptOffice') : t('pay.receiptOnline')}
        </p>
      </section>
    </>
  );
}

function Payable({ v, t, o }: { v: PayView; t: Translator; o: ViewOptions }) {
  const amount = formatMoney(v.amount, o.locale, v.currency);
  return (
    <>
      {o.returned === 'failed' || o.returned === 'unavailable' ? (
        <p className="notice bad" role="alert">
          {t(o.returned === 'failed' ? 'pay.failedNotice' : 'pay.unavailableNotice')}
        </p>
      ) : o.returned === 'success' ? (
        <p className="notice wait" role="status">
          {t('pay.pendingNotice')}
        </p>
      ) : null}
      <section className="card">
        <h1>{t('pay.booking', { number: v.bookingNumber })}</h1>
        <p className="label">{t('pay.unit')}</p>
        <UnitRows v={v} t={t} locale={o.locale} />
        <p className="label">{t('pay.amount')}</p>
        <p className="amount">{amount}</p>
        <p className="muted note">{o.feeNote}</p>
        <div className="deadline">
          <span>{t('pay.timeLeft')}</span>
          <strong>{formatTimeLeft(v.expiresAt.getTime() - o.now.getTime(), o.locale)}</strong>
          <span>{t('pay.until', { date: formatDeadline(v.expiresAt, o.locale, o.timeZone) })}</span>
        </div>
        {o.online ? (
          <>
            <form method="post" action={o.checkoutAction}>
              <button className="pay" type="submit">
                {t('pay.pay', { amount })}
              </button>
            </form>
            <p className="hint">
              {o.provider ? `${t('pay.through', { provider: providerName(t, o.provider) })} ` : ''}
              {t('pay.payHint')}
            </p>
          </>
        ) : (
          <p className="notice wait">{t('pay.offline')}</p>
        )}
      </section>
    </>
  );
}

/** The payment page for a link's state: each refusal has its own page, none offers to pay. */
export function payPage(state: PayState, developer: string, o: ViewOptions): PageAnswer {
  const t = translator(o.locale);
  let body: ReactNode;
  let title = t('pay.title');
  if (state.kind === 'PAYABLE') body = <Payable v={state.view} t={t} o={o} />;
  else if (state.kind === 'PAID') {
    title = t('pay.paidTitle');
    body = <PaidCard v={state.view} paid={state.paid} t={t} o={o} />;
  } else {
    const [icon, key] = STATE_CARDS[state.kind];
    title = t(`pay.${key}Title`);
    const view = 'view' in state ? state.view : null;
    body = <StateCard icon={icon} title={title} text={t(`pay.${key}Text`)} v={view} t={t} />;
  }
  return {
    status: STATUS[state.kind],
    lang: o.locale,
    title,
    refresh: state.kind === 'PAYABLE' && o.returned === 'success' ? 3 : undefined,
    formTargets: state.kind === 'PAYABLE' && o.online ? o.checkoutTargets : undefined,
    body: (
      <Frame brand={developer} office={t('office')} phone={o.officePhone}>
        {body}
      </Frame>
    ),
  };
}
