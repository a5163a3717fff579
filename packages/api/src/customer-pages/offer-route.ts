import { getEnv } from '../env';
import { offerLinkState } from '../services/documents';
import { defineRoute, type PlainRoute } from '../runtime/routes';
import { pickLocale } from './locale';
import { answer, lookupLink } from './lookup';
import { offerLinkPage } from './offer-view';

/** A document carries a customer's name and phone: no cache may keep it. */
const NO_STORE = 'no-store';

/**
 * An offer's public link `/o/<token>` (no login, printed as a QR code on the offer) opens the
 * issued PDF while the offer is valid; otherwise it answers an HTML page: expired (410, who to
 * call), invalid signature (403), unknown (404); misses are rate limited with the payment links'.
 */
export const OFFER_LINK_ROUTE: PlainRoute = defineRoute({
  method: 'GET',
  path: '/o/:token',
  signedIn: false,
  async handler({ req, db, params }) {
    // A miss (bad signature, unknown offer) counts against the client's address like a
    // payment link's; too many in a minute answer the 429 page.
    const state = await lookupLink(
      db,
      req,
      () => offerLinkState(db, params.token),
      (s) => s.kind === 'TAMPERED' || s.kind === 'UNKNOWN',
    );
    if (state instanceof Response) return state;
    if (state.kind === 'VALID')
      return new Response(new Uint8Array(state.pdf), {
        status: 200,
        headers: {
          'Cache-Control': NO_STORE,
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${state.fileName}"`,
          'Referrer-Policy': 'no-referrer',
          'X-Robots-Tag': 'noindex, nofollow',
        },
      });
    const env = getEnv();
    const page = offerLinkPage(state, {
      locale: pickLocale(req.headers.get('accept-language')),
      developer: env.DEVELOPER_NAME,
      officePhone: env.SALES_OFFICE_PHONE ?? env.DEVELOPER_PHONE,
    });
    return answer(page);
  },
});
