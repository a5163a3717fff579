import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DocumentKind } from '@app/validators';
import { users } from './accounts';
import { bookings } from './bookings';
import { bytea, commonColumns, tstz } from './common';
import { customers } from './customers';

export type { DocumentKind };

/** One number series for every issued document: `КП-000123`, `ГП-000124`. */
export const documentNumbers = pgSequence('document_numbers', { startWith: 1 });

/**
 * `documents.commercialOffer` and `documents.paymentSchedule`: every issued customer document,
 * exactly as issued: the request, the data it was rendered from (prices of the day of issue), the
 * PDF itself and its SHA-256, so it downloads byte for byte the same forever whatever prices do
 * later. Append-only. The bytes are in `document_files`, so lists never read them.
 */
export const documents = pgTable(
  'documents',
  {
    ...commonColumns,
    kind: varchar({ length: 32 }).$type<DocumentKind>().notNull(),
    /** The series number (`document_numbers`). */
    seq: bigint({ mode: 'number' }).notNull().unique(),
    /** As printed: `КП-000123` (offer) or `ГП-000123` (schedule). */
    number: varchar({ length: 32 }).notNull().unique(),
    file_name: varchar({ length: 64 }).notNull(),
    issued_by: uuid()
      .notNull()
      .references(() => users.id),
    customer_name: varchar({ length: 255 }),
    customer_phone: varchar({ length: 12 }),
    /**
     * The validated request (the `documents.commercialOffer` or `documents.paymentSchedule` input).
     */
    request: jsonb().notNull(),
    /** What the PDF was rendered from (@app/pdf's CommercialOfferData / PaymentScheduleData). */
    data: jsonb().notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    size: integer().notNull(),
    /**
     * An offer's public link (`/o/<token>`) opens its PDF until this instant: the end of the
     * "valid until" day in the app's time zone. Null: no public link (schedules).
     */
    valid_until: tstz(),
    /** An offer's public link in short, printed on it: `/s/<code>` opens `/o/<token>`. */
    short_code: varchar({ length: 8 }).unique(),
    /** The booking a payment schedule was issued for (its card lists it); null otherwise. */
    booking: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    /** The last time it was e-mailed to the customer (`documents.send`): when, to whom, by whom. */
    sent_at: tstz(),
    sent_to: varchar({ length: 255 }),
    sent_by: uuid().references(() => users.id),
    /** The customer record of `customer_phone` (customers), when there is one. */
    customer_id: uuid().references(() => customers.id),
  },
  (t) => [
    index('documents_issued_by_created').on(t.issued_by, t.created_at.desc()),
    index('documents_created').on(t.created_at.desc(), t.id),
    index('documents_booking').on(t.booking),
    // search.global: a document by any part of its number (`КП-000123`), any case.
    index('documents_number_trgm').using('gin', sql`lower(${t.number}) gin_trgm_ops`),
    check('documents_kind', sql`${t.kind} in ('COMMERCIAL_OFFER', 'PAYMENT_SCHEDULE')`),
    check('documents_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    index('documents_customer_id').on(t.customer_id),
    index('documents_unlinked_phone')
      .on(t.customer_phone)
      .where(sql`customer_id is null and customer_phone is not null`),
  ],
);

/** The PDF of a document, written in the same transaction as its record; never changed. */
export const documentFiles = pgTable('document_files', {
  document: uuid()
    .primaryKey()
    .references(() => documents.id),
  pdf: bytea().notNull(),
});
