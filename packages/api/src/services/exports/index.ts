/**
 * Excel exports of the lists (`GET /api/exports/<kind>.xlsx`, docs/api.md#plain-routes): bookings,
 * payments, the price list and the units grid, with the list's own filter and scope, one sheet
 * streamed as it is read. On top of the order: it reads bookings, payments, pricing and units.
 */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users, type Db } from '@app/db';
import { messagesFor } from '@app/messages';
import { DATE_RANGE_MESSAGE, isSaneDate, LOCALES, type Locale } from '@app/validators';
import { getEnv } from '../../env';
import { AppError, badRequest, tooManyRequests } from '../../errors';
import { fieldErrorsFromIssues } from '../../lib/public-error';
import { log } from '../../lib/log';
import type { AuthUser } from '../auth';
import { localeOf } from '../notifications';
import { consume } from '../rate-limit';
import { bookingsKind } from './bookings-sheet';
import type { ExportKind } from './kind';
import { countUpTo, MAX_EXPORT_ROWS } from './pages';
import { paymentsKind } from './payments-sheet';
import { openSheet } from './sheet';
import { priceListKind, unitsKind } from './units-sheet';

export { MAX_EXPORT_ROWS } from './pages';

export const EXPORT_KINDS = {
  bookings: bookingsKind,
  payments: paymentsKind,
  'price-list': priceListKind,
  units: unitsKind,
} satisfies Record<string, ExportKind>;
export type ExportKindName = keyof typeof EXPORT_KINDS;

/** A `filter` parameter longer than this is refused unread (a list's filter is far shorter). */
export const MAX_FILTER_CHARS = 8192;
/** Exports running at once in this process; one more is a 429 to retry in a few seconds. */
export const MAX_CONCURRENT_EXPORTS = 4;
let running = 0;

/** The `?filter=` text as the kind's filter: JSON, then the list's own schema; else a 400. */
export function parseExportFilter(kind: ExportKind, raw: string | null): Record<string, unknown> {
  const refuse = (message: string) =>
    badRequest('INVALID_FILTER', 'The export filter is not valid', { filter: [message] });
  if (raw !== null && raw.length > MAX_FILTER_CHARS)
    throw refuse(`At most ${MAX_FILTER_CHARS} characters`);
  let json: unknown = {};
  if (raw !== null && raw.trim() !== '') {
    try {
      json = JSON.parse(raw);
    } catch {
      throw refuse('Not valid JSON');
    }
  }
  // Strict: a member the list does not know is a 400 naming it, never dropped in silence.
  const parsed = kind.filter.strict().safeParse(json);
  if (!parsed.success) {
    const errors = fieldErrorsFromIssues(parsed.error.issues);
    throw badRequest(
      'INVALID_FILTER',
      'The export filter is not valid',
      Object.fromEntries(
        Object.entries(errors).map(([k, v]) => [k === '_' ? 'filter' : `filter.${k}`, v]),
      ),
    );
  }
  return parsed.data;
}

/**
 * `?at=`: an ISO 8601 instant with its offset, for a dated kind (the price list) only; absent or
 * empty means now. Anything else is a 400 on `at`.
 */
export function parseExportAt(kind: ExportKind, raw: string | null): Date | undefined {
  if (raw === null || raw === '') return undefined;
  const refuse = (message: string) =>
    badRequest('VALIDATION_ERROR', 'The export date is not valid', { at: [message] });
  if (!kind.dated) throw refuse('Only the price list is exported as of a date');
  const parsed = exportAt.safeParse(raw);
  if (!parsed.success) throw refuse('An ISO 8601 date and time with its offset');
  const at = new Date(parsed.data);
  if (!isSaneDate(at)) throw refuse(DATE_RANGE_MESSAGE);
  return at;
}

const exportAt = z.iso.datetime({ offset: true });

export interface StartedExport {
  fileName: string;
  body: ReadableStream<Uint8Array>;
}

/**
 * Checks and starts an export: the per-user limit (10 a minute), the filter, the range's size (at
 * most MAX_EXPORT_ROWS, else 400 EXPORT_TOO_LARGE before any byte is sent), then the file, written
 * page by page while the client reads it. An error after the first byte ends the answer early (the
 * client sees a broken download, never a half file passed as whole: the zip has no end).
 */
export async function startExport(
  db: Db,
  actor: AuthUser,
  name: ExportKindName,
  rawFilter: string | null,
  opts: { lang?: string | null; at?: string | null; now?: Date } = {},
): Promise<StartedExport> {
  const now = opts.now ?? new Date();
  await consume(db, 'exportsByUser', actor.id);
  const kind = EXPORT_KINDS[name];
  const filter = parseExportFilter(kind, rawFilter);
  const at = parseExportAt(kind, opts.at ?? null) ?? now;
  if (running >= MAX_CONCURRENT_EXPORTS) throw tooManyRequests(5);
  const locale = await exportLocale(db, actor, opts.lang ?? null);
  const m = messagesFor(locale);
  const source = await kind.source({ db, actor, m, locale, now, at }, filter);
  const rows = await countUpTo(db, source.table, source.where);
  if (rows > MAX_EXPORT_ROWS)
    throw new AppError(
      'BAD_REQUEST',
      'EXPORT_TOO_LARGE',
      `More than ${MAX_EXPORT_ROWS} rows match: narrow the filter`,
    );
  const { APP_TIMEZONE } = getEnv();
  const sheet = openSheet({
    sheetName: m.exports.sheets[name],
    columns: kind.columns(m),
    locale,
    timeZone: APP_TIMEZONE,
  });
  running++;
  void (async () => {
    try {
      for await (const page of source.pages()) if (!(await sheet.addRows(page))) return;
      await sheet.finish();
    } catch (err) {
      log.error({ err, kind: name }, 'export failed');
      sheet.output.destroy(err as Error);
    } finally {
      running--;
    }
  })();
  return {
    // The day of the figures: the export's, or the "as of" day of a dated one.
    fileName: `${name}-${localDay(at, APP_TIMEZONE)}.xlsx`,
    body: Readable.toWeb(sheet.output) as ReadableStream<Uint8Array>,
  };
}

/**
 * The file's language: `lang` (the screen's, sent by its Export button) when given, else the
 * user's `settings.locale`, Russian by default; a `lang` that is no language of the app is a 400.
 */
async function exportLocale(db: Db, actor: AuthUser, lang: string | null): Promise<Locale> {
  if (lang !== null) {
    const known = LOCALES.find((l) => l === lang);
    if (known) return known;
    throw badRequest('VALIDATION_ERROR', 'Unknown language', {
      lang: [`One of ${LOCALES.join(', ')}`],
    });
  }
  const [person] = await db
    .select({ settings: users.settings })
    .from(users)
    .where(eq(users.id, actor.id));
  return localeOf(person?.settings);
}

/** `YYYY-MM-DD` of the instant in the zone (the file's name). */
const localDay = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
