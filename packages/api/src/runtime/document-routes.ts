import { documentForDownload } from '../services/documents';
import { defineRoute, type PlainRoute } from './routes';

/**
 * The PDF of an issued document (product.md §8): signed in (401 without a session or token),
 * `documents.read` (realtors: their own, 404 for another's), the stored bytes as issued, with an
 * ETag from their SHA-256 (a repeat with If-None-Match is 304) and the document's file name.
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
        'Cache-Control': 'private, no-cache',
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${doc.file_name}"`,
      };
      if (req.headers.get('if-none-match') === etag)
        return new Response(null, { status: 304, headers });
      return new Response(new Uint8Array(doc.pdf), { status: 200, headers });
    },
  }),
];
