import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import {
  documentFiles,
  documentNumbers,
  documents,
  rowsOf,
  type Db,
  type DocumentKind,
} from '@app/db';
import { uuid, type FiltersListInput } from '@app/validators';
import { getEnv } from '../../env';
import { badRequest, notFound } from '../../errors';
import { iso, recordFields } from '../../lib/dto';
import { listPage, recordList } from '../../lib/list';
import type { AuthUser } from '../auth';
import { maskPhone } from '@app/validators/phone';
import { seesContacts } from '../bookings';
import { existingCustomerOf } from '../customers';
import { fullNames } from '../users';
import { recordEvent } from '../webhooks';

type DocumentRow = typeof documents.$inferSelect;

const PREFIX: Record<DocumentKind, { number: string; file: string }> = {
  COMMERCIAL_OFFER: { number: 'КП', file: 'offer' },
  PAYMENT_SCHEDULE: { number: 'ГП', file: 'schedule' },
};

/** The next number of the series, as printed and as the file is named: `КП-000123`, `offer-000123.pdf`. */
export async function nextNumber(db: Db, kind: DocumentKind) {
  const [row] = rowsOf(
    await db.execute(sql`select nextval(${sql.raw(`'${documentNumbers.seqName}'`)})::text as seq`),
  ) as { seq: string }[];
  const seq = Number(row?.seq);
  const digits = String(seq).padStart(6, '0');
  return {
    seq,
    number: `${PREFIX[kind].number}-${digits}`,
    fileName: `${PREFIX[kind].file}-${digits}.pdf`,
  };
}

/** Where a signed-in user downloads a document (an offer's QR code has its public link instead). */
export const documentPath = (id: string) => `/api/documents/${id}/pdf`;
export const documentUrl = (id: string) => new URL(documentPath(id), getEnv().PUBLIC_BASE_URL).href;

export interface IssuedDocument {
  id: string;
  kind: DocumentKind;
  seq: number;
  number: string;
  fileName: string;
  issuedBy: string;
  issuedAt: Date;
  customerName: string | null;
  customerPhone: string | null;
  request: unknown;
  booking: string | null;
  data: unknown;
  pdf: Buffer;
  /** An offer's public link and the instant it stops opening the PDF (public-link.ts). */
  publicLink?: { url: string; validUntil: Date; shortCode: string };
}

/** Stores an issued document with its PDF and SHA-256, in one transaction. */
export async function storeDocument(db: Db, d: IssuedDocument) {
  await db.transaction(async (tx) => {
    await tx.insert(documents).values({
      id: d.id,
      kind: d.kind,
      seq: d.seq,
      number: d.number,
      file_name: d.fileName,
      issued_by: d.issuedBy,
      customer_name: d.customerName,
      customer_phone: d.customerPhone,
      request: d.request,
      booking: d.booking,
      data: d.data,
      sha256: createHash('sha256').update(d.pdf).digest('hex'),
      size: d.pdf.length,
      created_at: d.issuedAt,
      updated_at: d.issuedAt,
      valid_until: d.publicLink?.validUntil ?? null,
      short_code: d.publicLink?.shortCode ?? null,
      // The customer of that phone, when there is one (a new customer takes it later: customers).
      customer_id: d.customerPhone ? await existingCustomerOf(tx, d.customerPhone) : null,
    });
    await tx.insert(documentFiles).values({ document: d.id, pdf: d.pdf });
    // Concerns no one unit (an offer may list several): no per-unit sequence.
    await recordEvent(tx, 'document.issued', {
      at: d.issuedAt,
      data: async () => {
        const rows = await tx.select().from(documents).where(eq(documents.id, d.id));
        // The CRM gets the whole customer, as with bookings.
        return (await toDocumentDtos(tx, rows, true))[0];
      },
    });
  });
  return {
    item: { id: d.id },
    message: `Document ${d.number} issued`,
    url: documentPath(d.id),
    ...(d.publicLink ? { public_url: d.publicLink.url } : {}),
  };
}

const list = recordList(
  documents,
  {
    kind: 'string',
    number: 'string',
    customer_name: 'string',
    customer_phone: 'string',
    issued_by: 'uuid',
    size: 'number',
    booking: 'uuid',
    sent_at: 'date',
  },
  ['number', 'customer_name', 'kind'],
);

/** Realtors see (and download) the documents they issued; everyone else every document. */
export const documentScope = (actor: AuthUser) =>
  ownOnly(actor.roles, 'documents.read') ? eq(documents.issued_by, actor.id) : undefined;

/**
 * `documents.list`: what was issued, by whom, for whom (no PDF bytes). A read-only caller gets
 * the customer's phone masked, as on bookings (docs/api.md#customers), and may not filter by it
 * (a LIKE would read the hidden digits out).
 */
export async function listDocuments(db: Db, actor: AuthUser, input: FiltersListInput) {
  const contacts = seesContacts(actor);
  const byPhone = input.filter.filters.findIndex((f) => f.property === 'customer_phone');
  if (!contacts && byPhone >= 0)
    throw badRequest('INVALID_FILTER', 'The list filter is not valid', {
      [`filter.filters.${byPhone}.property`]: [
        'Read-only users may not filter by the customer’s phone',
      ],
    });
  const page = await listPage(db, list, input, [documentScope(actor)]);
  return {
    items: await toDocumentDtos(db, page.items as DocumentRow[], contacts),
    pagination: page.pagination,
  };
}

/** The customer's e-mail the document was issued with: the offer's `email`, the schedule's customer's. */
export function documentEmail(d: Pick<DocumentRow, 'kind' | 'request'>): string | null {
  const r = d.request as { email?: unknown; customer?: { email?: unknown } | null } | null;
  const e = d.kind === 'COMMERCIAL_OFFER' ? r?.email : r?.customer?.email;
  return typeof e === 'string' && e !== '' ? e : null;
}

/** Documents as the list shows them (one query for the issuers' names). */
export async function toDocumentDtos(db: Db, rows: DocumentRow[], contacts: boolean) {
  const names = await fullNames(
    db,
    rows.flatMap((r) => (r.sent_by ? [r.issued_by, r.sent_by] : [r.issued_by])),
  );
  return rows.map((r) => ({
    ...recordFields(r),
    kind: r.kind,
    number: r.number,
    file_name: r.file_name,
    customer_name: r.customer_name,
    customer_phone:
      contacts || r.customer_phone === null ? r.customer_phone : maskPhone(r.customer_phone),
    issued_by: r.issued_by,
    issued_by_name: names.get(r.issued_by) ?? null,
    size: r.size,
    sha256: r.sha256,
    url: documentPath(r.id),
    customer_email: contacts ? documentEmail(r) : null,
    booking: r.booking,
    sent_at: iso(r.sent_at),
    // The address is the customer's contact: hidden from read-only callers, like the e-mail.
    sent_to: contacts ? r.sent_to : null,
    sent_by: r.sent_by,
    sent_by_name: r.sent_by ? (names.get(r.sent_by) ?? null) : null,
    customer_id: r.customer_id,
  }));
}

/** The PDF to download: 404 when there is none, or (a realtor) when it is someone else's. */
export async function documentForDownload(db: Db, actor: AuthUser, id: string) {
  // An id that is not a UUID names no document (and never reaches PostgreSQL's uuid cast).
  if (!uuid.safeParse(id).success) throw notFound('DOCUMENT_NOT_FOUND', 'Document not found');
  const [row] = await db
    .select({
      pdf: documentFiles.pdf,
      sha256: documents.sha256,
      file_name: documents.file_name,
    })
    .from(documents)
    .innerJoin(documentFiles, eq(documentFiles.document, documents.id))
    .where(and(eq(documents.id, id), sql`${documents.deleted_at} is null`, documentScope(actor)));
  if (!row) throw notFound('DOCUMENT_NOT_FOUND', 'Document not found');
  return row;
}
