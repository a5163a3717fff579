import { z } from 'zod';
import { dateTime, uuid } from './common';
import { DEAL_STAGES } from './statuses';
import { text } from './text';

/** The stages a deal is moved to by hand (BOOKED and PAID follow the booking's status). */
export const ADVANCE_STAGES = DEAL_STAGES.filter((s) => s !== 'DEAL_STAGE_BOOKED');

/**
 * `bookings.advance`: one step forward, to CANCELLED, or (sales heads, with a comment) one step
 * back. `date`: when the step happened (default now); `contract_number` kept from CONTRACT on.
 */
export const advanceBookingInput = z.object({
  id: uuid,
  stage: z.enum(DEAL_STAGES),
  date: dateTime.optional(),
  comment: text(255, { trim: true }).optional(),
  contract_number: text(64, { trim: true }).optional(),
});
export type AdvanceBookingData = z.output<typeof advanceBookingInput>;

/** `bookings.dealStages`: counts and sums of live deals per stage, by responsible and building. */
export const dealStagesInput = z.object({
  responsible: z.array(uuid).max(100).optional(),
  building: z.array(text(64)).max(100).optional(),
});
export type DealStagesData = z.output<typeof dealStagesInput>;
