import { getEnv } from '../env';
import {
  activeProvider,
  checkoutFormTargets,
  markOpened,
  payState,
  shortLinkTarget,
  startCheckout,
  type PayState,
} from '../services/payments';
import { offerShortLinkTarget } from '../services/documents';
import { defineRoute, type PlainRoute } from '../runtime/routes';
import { feeNote } from './i18n';
import { pickLocale } from './locale';
import { isPersonOpening } from './link-preview';
import { answer, lookupLink } from './lookup';
import { payPage, type CheckoutReturn } from './pay-view';

/** Form posts from the pages themselves (no JSON). */
export const FORM = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/**
 * A redirect that carries (or leads to) a pay token: never cached, no referrer, as the pages
 * themselves (document.tsx).
 */
const redirect = (status: 302 | 303, location: string) =>
  new Response(null, {
    status,
    headers: {
      location,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
    },
  });

const isMiss = (state: PayState) => state.kind === 'UNKNOWN' || state.kind === 'TAMPERED';

const returnedFrom = (url: string): CheckoutReturn => {
  const v = new URL(url).searchParams.get('checkout');
  return v === 'success' || v === 'failed' || v === 'unavailable' ? v : null;
};

function renderPay(req: Request, token: string, state: PayState) {
  const env = getEnv();
  const locale = pickLocale(req.headers.get('accept-language'));
  const notes = { ru: env.PAID_BOOKING_FEE_NOTE, en: env.PAID_BOOKING_FEE_NOTE_EN };
  return answer(
    payPage(state, env.DEVELOPER_NAME, {
      locale,
      officePhone: env.SALES_OFFICE_PHONE ?? env.DEVELOPER_PHONE,
      feeNote: feeNote(locale, notes, env.PAID_PERIOD_DAYS),
      timeZone: env.APP_TIMEZONE,
      now: new Date(),
      online: activeProvider() !== null,
      provider: activeProvider()?.name ?? null,
      returned: returnedFrom(req.url),
      checkoutAction: `/pay/${encodeURIComponent(token)}/checkout`,
      checkoutTargets: checkoutFormTargets(),
    }),
  );
}

/** The customer's payment page, its checkout button and the short link. */
export const PAY_ROUTES: PlainRoute[] = [
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
      const { state, checkoutUrl, unavailable } = started;
      if (checkoutUrl) return redirect(303, checkoutUrl);
      if (unavailable)
        return redirect(303, `/pay/${encodeURIComponent(params.token)}?checkout=unavailable`);
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
        // A payment link's code, else an offer's (both print `/s/<code>`).
        async () =>
          (await shortLinkTarget(db, params.code)) ?? (await offerShortLinkTarget(db, params.code)),
        (t) => t === null,
      );
      if (target instanceof Response) return target;
      if (target) return redirect(302, target);
      return renderPay(req, '', { kind: 'UNKNOWN' });
    },
  }),
];
