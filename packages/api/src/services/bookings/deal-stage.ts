import type { bookings } from '@app/db';
import { DEAL_STAGES, type DealStage, type UnitStatus } from '@app/validators';
import { setByBooking } from './live';

type BookingRow = typeof bookings.$inferSelect;

/**
 * The rules of a deal's stages (docs/api.md#deal-stages), pure: which step `bookings.advance` may
 * take, and the unit status each stage sets. CANCELLED and COMPLETED are final.
 */

const order = (s: DealStage) => DEAL_STAGES.indexOf(s);

/** From CONTRACT on: the deal no longer expires (never overdue) and only `advance` moves it. */
export const pastPayment = (s: DealStage) =>
  s !== 'DEAL_STAGE_CANCELLED' && order(s) >= order('DEAL_STAGE_CONTRACT');

/** The stage a booking shows: a lapsed BOOKED booking is CANCELLED to every reader at once. */
export function effectiveDealStage(
  b: Pick<BookingRow, 'deal_stage' | 'status' | 'expiration_date'>,
  now: Date,
): DealStage {
  return b.status === 'BOOKING_STATUS_BOOKED' && b.expiration_date <= now
    ? 'DEAL_STAGE_CANCELLED'
    : b.deal_stage;
}

/** The stage a booking's end leaves: every end (cancelled or expired) cancels the deal. */
export const ENDED_STAGE: DealStage = 'DEAL_STAGE_CANCELLED';

/** The unit status a stage sets (CONTRACT: EXECUTION, REGISTERED: SOLD); null: none of its own. */
export function stageUnitStatus(s: DealStage): UnitStatus | null {
  if (s === 'DEAL_STAGE_PAID') return 'UNIT_STATUS_PAID';
  if (s === 'DEAL_STAGE_CONTRACT' || s === 'DEAL_STAGE_SIGNED') return 'UNIT_STATUS_EXECUTION';
  if (s === 'DEAL_STAGE_REGISTERED' || s === 'DEAL_STAGE_COMPLETED') return 'UNIT_STATUS_SOLD';
  return null;
}

/**
 * Is `status` one the booking's deal set (so the deal may move it on, or free it when it ends)?
 * A status someone else set (`units.setStatus`) stays as it is.
 */
export const setByDeal = (stage: DealStage, status: UnitStatus) =>
  setByBooking(status) || stageUnitStatus(stage) === status;

export type StepKind = 'forward' | 'back' | 'cancel';

/**
 * What moving `from` to `to` is, or why not (a sentence for the 409). PAID comes from a payment,
 * never from here; a step back stops at PAID.
 */
export function stepKind(from: DealStage, to: DealStage): { kind: StepKind } | { refusal: string } {
  if (from === 'DEAL_STAGE_CANCELLED' || from === 'DEAL_STAGE_COMPLETED')
    return { refusal: `The deal is ${label(from)}: it moves no further` };
  if (to === 'DEAL_STAGE_CANCELLED') return { kind: 'cancel' };
  if (to === 'DEAL_STAGE_PAID' && from === 'DEAL_STAGE_BOOKED')
    return {
      refusal: 'A booking becomes PAID by its payment (payments.confirmManual), not by advance',
    };
  if (order(to) === order(from) + 1) return { kind: 'forward' };
  if (order(to) === order(from) - 1 && to !== 'DEAL_STAGE_BOOKED') return { kind: 'back' };
  const next = DEAL_STAGES[order(from) + 1] ?? from;
  return { refusal: `From ${label(from)} the deal moves to ${label(next)} or CANCELLED only` };
}

const label = (s: DealStage) => s.replace('DEAL_STAGE_', '');

/** Realtors move their own deals up to CONTRACT (and may cancel them until then), no further. */
export const realtorMay = (from: DealStage, to: DealStage) =>
  order(from) <= order('DEAL_STAGE_CONTRACT') &&
  (to === 'DEAL_STAGE_CANCELLED' || order(to) <= order('DEAL_STAGE_CONTRACT'));
