import { documentForDownload } from '../services/documents';
import { demoPlanPng, demoPlanRooms } from '../services/units';
import { defineRoute, type PlainRoute } from './routes';

/** A document carries a customer's name and phone: no cache may keep it. */
const NO_STORE = 'no-store';

/**
 * The PDF of an issued document (docs/api.md#plain-routes): signed in (401 without a session or
 * token), `documents.read` (realtors: their own, 404 for another's), the stored bytes as issued,
 * with an ETag from their SHA-256 (a repeat with If-None-Match is 304) and the document's file
 * name. An offer's public link `/o/<token>` is a customer page (customer-pages/offer-route.ts). The
 * demo plans the seed points units at are served under /api/plans/demo/.
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
