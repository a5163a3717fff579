import { randomUUID } from 'node:crypto';
import type { CommercialOfferData, PaymentScheduleData } from '@app/pdf/pool';
import type { Db } from '@app/db';
import type { AuthUser } from '../auth';
import { displayName } from '../users';
import { newShortCode } from '../../lib/short-code';
import { endOfValidity, offerPublicUrl, offerShortUrl } from './public-link';
import { renderDocument, type RenderJob } from './render';
import { documentUrl, nextNumber, storeDocument } from './store';

/** What a document says: everything but its `meta` (number, address, title, author). */
export type DocumentContent =
  | { kind: 'COMMERCIAL_OFFER'; data: Omit<CommercialOfferData, 'meta'> }
  | { kind: 'PAYMENT_SCHEDULE'; data: Omit<PaymentScheduleData, 'meta'> };

export interface DocumentIssue {
  content: DocumentContent;
  /** Who it is for (the list's columns); null when nobody is named. */
  customer: { name: string; phone: string } | null;
  /** The procedure's input, stored as received. */
  request: unknown;
  /** The booking it is issued for (a schedule's), which the booking card lists it under. */
  booking?: string | null;
  now: Date;
}

const TITLE = {
  COMMERCIAL_OFFER: 'Коммерческое предложение',
  PAYMENT_SCHEDULE: 'График платежей',
} as const;

/**
 * Issues a document, the same steps for every kind: a new id; the address printed with its QR
 * code (an offer's public signed link, which opens it until the end of its "valid until" day;
 * otherwise the signed-in download); the next number of the series; the issuer's name; the render
 * on the worker pool (render.ts); then the record and its PDF in one transaction (store.ts). The
 * number is taken before rendering: a failed render leaves a gap in the series, never a
 * half-written document.
 */
export async function issueDocument(db: Db, actor: AuthUser, issue: DocumentIssue) {
  const { content, now } = issue;
  const id = randomUUID();
  // An offer prints its public link in short (`/s/<code>`, which opens the signed `/o/<token>`).
  const shortCode = newShortCode();
  const url = content.kind === 'COMMERCIAL_OFFER' ? offerShortUrl(shortCode) : documentUrl(id);
  const { seq, number, fileName } = await nextNumber(db, content.kind);
  const author = await displayName(db, actor);
  const meta = {
    number,
    issuedAt: now.toISOString(),
    url,
    title: `${TITLE[content.kind]} ${number}`,
    author,
  };
  const job: RenderJob =
    content.kind === 'COMMERCIAL_OFFER'
      ? { kind: 'offer', data: { meta, ...content.data } }
      : { kind: 'schedule', data: { meta, ...content.data } };
  const pdf = await renderDocument(job);
  return storeDocument(db, {
    id,
    kind: content.kind,
    seq,
    number,
    fileName,
    issuedBy: actor.id,
    issuedAt: now,
    customerName: issue.customer?.name ?? null,
    customerPhone: issue.customer?.phone ?? null,
    request: issue.request,
    booking: issue.booking ?? null,
    data: job.data,
    pdf,
    ...(job.kind === 'offer'
      ? {
          publicLink: {
            url: offerPublicUrl(id),
            validUntil: endOfValidity(job.data.validUntil),
            shortCode,
          },
        }
      : {}),
  });
}
