import { z } from 'zod';
import { DOCUMENT_KINDS } from '../documents';
import { isoOut, listOutput, recordOutput, savedOutput, uuidOut } from './common';

/** What `documents.*` answers (services/documents). */

/** Where the signed-in download is: a path, `/api/documents/<id>/pdf`. */
const downloadPath = z
  .string()
  .meta({ description: 'The PDF’s download path (signed in)', example: '/api/documents/<id>/pdf' });

export const documentOutput = recordOutput({
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string().meta({ example: 'КП-000123' }),
  file_name: z.string().meta({ example: 'offer-000123.pdf' }),
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  issued_by: uuidOut,
  issued_by_name: z.string().nullable(),
  size: z.number().int().meta({ description: 'The PDF’s bytes' }),
  sha256: z.string().meta({ description: 'The PDF’s SHA-256, hex' }),
  url: downloadPath,
  customer_email: z
    .string()
    .nullable()
    .meta({ description: 'The e-mail it was issued with (null for read-only callers)' }),
  booking: uuidOut
    .nullable()
    .meta({ description: 'The booking a payment schedule was issued for' }),
  sent_at: isoOut
    .nullable()
    .meta({ description: 'Last e-mailed to the customer (documents.send)' }),
  sent_to: z.string().nullable().meta({ description: 'The address it was last e-mailed to' }),
  sent_by: uuidOut.nullable(),
  sent_by_name: z.string().nullable(),
  customer_id: uuidOut
    .nullable()
    .meta({ description: 'The customer record of `customer_phone`, when there is one' }),
}).meta({ id: 'Document' });

/** `documents.list`. */
export const documentsListOutput = listOutput(documentOutput);

/** `documents.commercialOffer`: the download and the public link the offer's QR code carries. */
export const commercialOfferOutput = savedOutput({
  url: downloadPath,
  public_url: z.string().meta({
    description: 'Opens the PDF without a login until valid_until: PUBLIC_BASE_URL/o/<token>',
  }),
});
/** `documents.paymentSchedule`. */
export const paymentScheduleOutput = savedOutput({ url: downloadPath });

/** `documents.send` and `paymentLinks.send`: the e-mail is queued (`item` is the document or link). */
export const sentToCustomerOutput = savedOutput({
  sent_to: z.string().meta({ description: 'The address the e-mail is queued to' }),
  sent_at: isoOut,
});
