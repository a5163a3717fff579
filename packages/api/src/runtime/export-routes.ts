import { EXPORT_KINDS, startExport, type ExportKindName } from '../services/exports';
import { streamedResponse } from './http';
import { defineRoute, type PlainRoute } from './routes';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `GET /api/exports/<kind>.xlsx?filter=<url-encoded JSON>&lang=ru|en[&at=<instant>]`
 * (docs/api.md#excel-exports): the list's rows as an Excel file, streamed; the price list's
 * figures as of `at`. Signed in (session or token), the list's permission; realtors and
 * read-only users get what the list shows them (services/exports).
 */
const exportRoute = (kind: ExportKindName) =>
  defineRoute({
    method: 'GET',
    path: `/api/exports/${kind}.xlsx`,
    signedIn: true,
    action: EXPORT_KINDS[kind].action,
    async handler({ req, db, user }) {
      const params = new URL(req.url).searchParams;
      const { fileName, body } = await startExport(db, user, kind, params.get('filter'), {
        lang: params.get('lang'),
        at: params.get('at'),
      });
      return streamedResponse(body, {
        status: 200,
        headers: {
          'Content-Type': XLSX,
          'Content-Disposition': `attachment; filename="${fileName}"`,
          // A file of customers' names and phones: no cache may keep it.
          'Cache-Control': 'no-store',
        },
      });
    },
  });

export const EXPORT_ROUTES: PlainRoute[] = (Object.keys(EXPORT_KINDS) as ExportKindName[]).map(
  exportRoute,
);
