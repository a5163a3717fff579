/**
 * Excel exports from the screens (`GET /api/exports/<kind>.xlsx`, docs/api.md#excel-exports):
 * the address with the list's filter, the file name the server gives, and saving a file. Pure
 * apart from `saveBlob`, so the first two are tested on their own.
 */

export type ExportKind = 'bookings' | 'payments' | 'price-list' | 'units';

/**
 * `/api/exports/<kind>.xlsx?filter=<url-encoded JSON>&lang=<locale>[&at=<instant>]`: the list's
 * current filter, the screen's language (the file's headers and words) and, for the price list,
 * the instant of the screen's "as of" view.
 */
export const exportUrl = (kind: ExportKind, filter: unknown, lang: string, at?: string) =>
  `/api/exports/${kind}.xlsx?filter=${encodeURIComponent(JSON.stringify(filter))}&lang=${encodeURIComponent(lang)}` +
  (at ? `&at=${encodeURIComponent(at)}` : '');

/** The name in `Content-Disposition: attachment; filename="…"`, or null. */
export function attachmentName(header: string | null): string | null {
  const name = /filename="([^"/\\]+)"/.exec(header ?? '')?.[1];
  return name ?? null;
}

/** The appCode of an API error body (`{ error: { data: { appCode } } }`), or null. */
export function errorAppCode(body: unknown): string | null {
  const code = (body as { error?: { data?: { appCode?: unknown } } } | null)?.error?.data?.appCode;
  return typeof code === 'string' ? code : null;
}

/** Saves a file through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
