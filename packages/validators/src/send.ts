import { z } from 'zod';
import { email, uuid } from './common';
import { LOCALES } from './users';

/**
 * `paymentLinks.send` and `documents.send`: e-mail a payment link or a document to the customer.
 * `email`: the address (the booking's or the document's customer e-mail when left out; neither →
 * 400 on `email`). `language`: the e-mail's language (an extension of the contract: Russian when
 * left out). An address is a plain address only (z.email: no name part, no line breaks), so it
 * cannot carry a header.
 */
export const sendToCustomerInput = z.object({
  id: uuid,
  email: email.nullish(),
  language: z.enum(LOCALES).optional(),
});
export type SendToCustomerData = z.output<typeof sendToCustomerInput>;

/** `paymentLinks.send`: `id` is the payment link's. */
export const sendPaymentLinkInput = sendToCustomerInput;
/** `documents.send`: `id` is the document's. */
export const sendDocumentInput = sendToCustomerInput;
