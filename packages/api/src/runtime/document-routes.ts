import { randomBytes } from 'node:crypto';
import { getEnv } from '../env';
import { documentForDownload, offerLinkState } from '../services/documents';
import { demoPlanPng, demoPlanRooms } from '../services/units';
import { lookupLink } from './public-pages';
import { htmlResponse } from './public-pages/html';
import { pickLocale } from './public-pages/i18n';
import { offerLinkPage } from './public-pages/offer-view';
import { PAGE_CSS } from './public-pages/styles';
import { defineRoute, type PlainRoute } from './routes';

/**
 * A document carries a customer's name and phone: no cache may keep it (`no-store`), on the
 * signed-in download and on the public link alike.
 */
const NO_STORE = 'no-store';

/**
 * The PDF of an issued document (product.md §8): signed in (401 without a session or token),
 * `documents.read` (realtors: their own, 404 for another's), the stored bytes as issued, with an
 * ETag from their SHA-256 (a repeat with If-None-Match is 304) and the document's file name.
 * An offer's public link `/o/<token>` (no login) opens the same bytes while the offer is valid;
 * otherwise it answers an HTML page: expired (410, who to call), invalid signature (403), unknown
 * (404); misses are rate limited with the payment links' (runtime/public-pages). The demo plans the seed points units at are served under /api/plans/demo/.
 */
export const DOCUMENT_ROUTES: PlainRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/documents/:id/pdf',
    signedIn: true,
    action: 'documents.read',
    async handler({ req, db, params, user }) {
      const doc = await documentForDownload(db, user, params.id);
      const etag = `"${doc.sha256}"`;
      const headers = {
        ETag: etag,
        'Cache-Control': NO_STORE,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${doc.file_name}"`,
      };
      if (req.headers.get('if-none-match') === etag)
        return new Response(null, { status: 304, headers });
      return new Response(new Uint8Array(doc.pdf), { status: 200, headers });
    },
  }),
  defineRoute({
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
      return htmlResponse(page, PAGE_CSS, randomBytes(16).toString('base64'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/plans/demo/:file',
    signedIn: false,
    handler({ params }) {
      const rooms = demoPlanRooms(`/api/plans/demo/${params.file}`);
      if (rooms === null) return new Response('Not found', { status: 404 });
      return new Response(new Uint8Array(demoPlanPng(rooms)), {
        status: 200,
        headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
      });
    },
  }),
];
