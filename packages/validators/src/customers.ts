import { z } from 'zod';
import { email, phone12 } from './common';
import { text } from './text';

/**
 * The buyer on a booking or a queue entry (docs/api.md#customers): a name, a phone as people
 * write it (stored as `+7XXXXXXXXXX`) and an optional e-mail. The payment schedule's customer is
 * the same shape.
 */
export const customer = z.object({
  name: text(255, { trim: true }).min(1, 'Required'),
  phone: phone12,
  email: email.nullish(),
});
export type Customer = z.output<typeof customer>;
export type CustomerInput = z.input<typeof customer>;
