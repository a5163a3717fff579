import { randomBytes } from 'node:crypto';
import type { Db } from '@app/db';
import { getEnv } from '../../env';
import {
  activeProvider,
  markOpened,
  openSession,
  payState,
  sandboxEvent,
  sandboxOutcome,
  sendSandboxWebhook,
  shortLinkTarget,
  startCheckout,
  type PayState,
} from '../../services/payments';
import { defineRoute, type PlainRoute } from '../routes';
import { countMiss, guessWait, tooManyGuessesPage } from './guess-limit';
import { htmlResponse, type PageAnswer } from './html';
import { feeNote, MESSAGES, pickLocale } from './i18n';
import { isPersonOpening } from './link-preview';
import { payPage, type CheckoutReturn } from './pay-view';
import { sandboxMessage, sandboxPage } from './sandbox-view';
import { PAGE_CSS } from './styles';

/** Paths outside `/api/` that the API serves: the public payment pages, an offer's public link and the sandbox. */
export const PUBLIC_PAGE_PREFIXES = ['/pay/', '/s/', '/sandbox/', '/o/'] as const;

const FORM = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

const answer = (page: PageAnswer) =>
  htmlResponse(page, PAGE_CSS, randomBytes(16).toString('base64'));

/** 429 with Retry-After for a client that asked for too many links that do not exist. */
function tooManyGuesses(req: Request, seconds: number): Response {
  const res = answer(tooManyGuessesPage(req, seconds));
  res.headers.set('retry-after', String(seconds));
  return res;
}

const isMiss = (state: PayState) => state.kind === 'UNKNOWN' || state.kind === 'TAMPERED';

/**
 * A link lookup, for a client that has not asked for too many unknown links (the 429 page
 * otherwise); a lookup that finds nothing is counted against its address (guess-limit.ts). The
 * payment links and the offers' public links (`/o/`) share the count.
 */
export async function lookupLink<T>(
  db: Db,
  req: Request,
  lookup: () => Promise<T>,
  missed: (found: T) => boolean,
): Promise<T | Response> {
  const wait = await guessWait(db, req);
  if (wait) return tooManyGuesses(req, wait);
  const found = await lookup();
  if (missed(found)) {
    const late = await countMiss(db, req);
    if (late) return tooManyGuesses(req, late);
  }
  return found;
}

const returnedFrom = (url: string): CheckoutReturn => {
  const v = new URL(url).searchParams.get('checkout');
  return v === 'success' || v === 'failed' ? v : null;
};

async function renderPay(req: Request, token: string, state: Awaited<ReturnType<typeof payState>>) {
  const env = getEnv();
  const provider = activeProvider();
  const locale = pickLocale(req.headers.get('accept-language'));
  const notes = { ru: env.PAID_BOOKING_FEE_NOTE, en: env.PAID_BOOKING_FEE_NOTE_EN };
  return answer(
    payPage(state, env.DEVELOPER_NAME, {
      locale,
      officePhone: env.SALES_OFFICE_PHONE ?? env.DEVELOPER_PHONE,
      feeNote: feeNote(locale, notes, env.PAID_PERIOD_DAYS),
      timeZone: env.APP_TIMEZONE,
      now: new Date(),
      online: provider !== null,
      returned: returnedFrom(req.url),
      checkoutAction: `/pay/${encodeURIComponent(token)}/checkout`,
    }),
  );
}

/** The public pages: the customer's payment page, the short link, the sandbox checkout. */
export const PUBLIC_PAGE_ROUTES: PlainRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/pay/:token',
    signedIn: false,
    async handler({ req, db, params }) {
      const state = await lookupLink(db, req, () => payState(db, params.token), isMiss);
      if (state instanceof Response) return state;
      if (
        state.kind === 'PAYABLE' &&
        !state.view.openedAt &&
        isPersonOpening(req.method, req.headers.get('user-agent'))
      )
        await markOpened(db, state.view.linkId);
      return renderPay(req, params.token, state);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/pay/:token/checkout',
    signedIn: false,
    accepts: FORM,
    async handler({ req, db, params }) {
      const started = await lookupLink(
        db,
        req,
        () => startCheckout(db, params.token),
        (s) => isMiss(s.state),
      );
      if (started instanceof Response) return started;
      const { state, checkoutUrl } = started;
      if (checkoutUrl)
        return new Response(null, { status: 303, headers: { location: checkoutUrl } });
      return renderPay(req, params.token, state);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/s/:code',
    signedIn: false,
    async handler({ req, db, params }) {
      const target = await lookupLink(
        db,
        req,
        () => shortLinkTarget(db, params.code),
        (t) => t === null,
      );
      if (target instanceof Response) return target;
      if (target) return new Response(null, { status: 302, headers: { location: target } });
      return renderPay(req, '', { kind: 'UNKNOWN' });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/sandbox/checkout/:session',
    signedIn: false,
    handler({ params }) {
      if (activeProvider()?.name !== 'SANDBOX')
        return answer(sandboxMessage(404, 'Not found', 'The sandbox is not enabled.'));
      const session = openSession(params.session);
      if (!session)
        return answer(
          sandboxMessage(404, 'Checkout expired', 'Start again from the payment page.'),
        );
      return answer(
        sandboxPage(session, `/sandbox/checkout/${encodeURIComponent(params.session)}`),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/sandbox/checkout/:session',
    signedIn: false,
    accepts: FORM,
    async handler({ db, params, rawBody }) {
      if (activeProvider()?.name !== 'SANDBOX')
        return answer(sandboxMessage(404, 'Not found', 'The sandbox is not enabled.'));
      const session = openSession(params.session);
      if (!session)
        return answer(
          sandboxMessage(404, 'Checkout expired', 'Start again from the payment page.'),
        );
      const form = new URLSearchParams(Buffer.from(rawBody).toString('utf8'));
      const outcome = form.get('outcome') === 'succeeded' ? 'succeeded' : 'failed';
      // A checkout ends once, as at a real provider: a second button press reports nothing.
      const earlier = await sandboxOutcome(db, session);
      if (earlier)
        return answer(
          sandboxMessage(
            409,
            'Checkout already completed',
            `This checkout already ended (payment ${earlier}); a second outcome changes nothing.`,
          ),
        );
      const sent = await sendSandboxWebhook(sandboxEvent(session, outcome)).catch((e: unknown) => ({
        ok: false,
        status: 0,
        error: String(e),
      }));
      if (!sent.ok) {
        return answer(
          sandboxMessage(
            502,
            'Webhook not delivered',
            `The app answered ${sent.status}; try again.`,
          ),
        );
      }
      const back = new URL(session.back);
      back.searchParams.set('checkout', outcome === 'succeeded' ? 'success' : 'failed');
      return new Response(null, { status: 303, headers: { location: back.toString() } });
    },
  }),
];

/** Keeps the message table's keys in one place for tests. */
export { MESSAGES };
