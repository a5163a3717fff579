import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { startOfDay } from 'date-fns/startOfDay';
import { and, eq, isNull } from 'drizzle-orm';
import { documentFiles, documents, type Db } from '@app/db';
import type { CommercialOfferData } from '@app/pdf/pool';
import { getEnv } from '../../env';
import { isShortCode } from '../../lib/short-code';
import { keyList, signToken, verifyToken, type LinkKeys } from '../../lib/signed-token';

/**
 * The public link of a commercial offer (`PUBLIC_BASE_URL/o/<token>`): the token carries the
 * document's id, a key id and an HMAC-SHA256 signature (lib/signed-token.ts, the payment links'
 * scheme under its own context). It opens the PDF without a login until the end of the offer's
 * "valid until" day; then the page says the offer has expired. The keys: DOCUMENT_LINK_SECRET
 * (and DOCUMENT_LINK_PREVIOUS_SECRETS) when set, else the payment-link keys; either rotates.
 */
const CONTEXT = 'document-link.v1:';

export function documentLinkKeys(): LinkKeys {
  const env = getEnv();
  return env.DOCUMENT_LINK_SECRET
    ? { current: env.DOCUMENT_LINK_SECRET, previous: keyList(env.DOCUMENT_LINK_PREVIOUS_SECRETS) }
    : { current: env.PAYMENT_LINK_SECRET, previous: keyList(env.PAYMENT_LINK_PREVIOUS_SECRETS) };
}

export const offerPublicUrl = (id: string) =>
  `${getEnv().PUBLIC_BASE_URL}/o/${signToken(id, documentLinkKeys(), CONTEXT)}`;

/** An offer's public link as printed on it: `PUBLIC_BASE_URL/s/<code>`. */
export const offerShortUrl = (code: string) => `${getEnv().PUBLIC_BASE_URL}/s/${code}`;

/** `/s/<code>` of an offer: its signed public link, or null for no such offer. */
export async function offerShortLinkTarget(db: Db, code: string): Promise<string | null> {
  if (!isShortCode(code)) return null;
  const [d] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.short_code, code), isNull(documents.deleted_at)));
  return d ? offerPublicUrl(d.id) : null;
}

/** The end of a "valid until" day (YYYY-MM-DD) in the app's time zone: the link's last instant. */
export function endOfValidity(validUntil: string, timeZone = getEnv().APP_TIMEZONE): Date {
  const [y, m, d] = validUntil.split('-').map(Number) as [number, number, number];
  const day = new TZDate(y, m - 1, d, timeZone);
  return new Date(startOfDay(addDays(day, 1)).getTime());
}

/** What the public page shows when the offer cannot be opened: who to call. */
export interface OfferContact {
  number: string;
  validUntil: string;
  manager: { name: string; phone: string };
}

export type OfferLinkState =
  | { kind: 'TAMPERED' }
  | { kind: 'UNKNOWN' }
  | { kind: 'EXPIRED'; contact: OfferContact }
  | { kind: 'VALID'; pdf: Buffer; sha256: string; fileName: string };

/** Resolves a token: the signature first (constant time), then the offer and its validity. */
export async function offerLinkState(
  db: Db,
  token: string,
  now = new Date(),
): Promise<OfferLinkState> {
  const check = verifyToken(token, documentLinkKeys(), CONTEXT);
  if (!check.ok) return { kind: check.reason === 'TAMPERED' ? 'TAMPERED' : 'UNKNOWN' };
  const [row] = await db
    .select({
      kind: documents.kind,
      number: documents.number,
      data: documents.data,
      validUntil: documents.valid_until,
      sha256: documents.sha256,
      fileName: documents.file_name,
    })
    .from(documents)
    .where(and(eq(documents.id, check.id), isNull(documents.deleted_at)));
  if (!row || row.kind !== 'COMMERCIAL_OFFER' || !row.validUntil) return { kind: 'UNKNOWN' };
  if (row.validUntil <= now) {
    const data = row.data as CommercialOfferData;
    return {
      kind: 'EXPIRED',
      contact: {
        number: row.number,
        validUntil: data.validUntil,
        manager: { name: data.manager.name, phone: data.manager.phone },
      },
    };
  }
  const [file] = await db
    .select({ pdf: documentFiles.pdf })
    .from(documentFiles)
    .where(eq(documentFiles.document, check.id));
  if (!file) return { kind: 'UNKNOWN' };
  return { kind: 'VALID', pdf: file.pdf, sha256: row.sha256, fileName: row.fileName };
}
