import type { DealStage } from '@app/validators';
import type { Booking } from '~/components/bookings/booking-query';

/** The stages in order, one key each (the Record type checks it; DEAL_STAGES would ship zod). */
const ORDER: Record<DealStage, number> = {
  DEAL_STAGE_BOOKED: 0,
  DEAL_STAGE_PAID: 1,
  DEAL_STAGE_CONTRACT: 2,
  DEAL_STAGE_SIGNED: 3,
  DEAL_STAGE_REGISTERED: 4,
  DEAL_STAGE_COMPLETED: 5,
  DEAL_STAGE_CANCELLED: 6,
};

/** The stages of a live deal, in order (the stepper's steps, the board's columns). */
export const LIVE_STAGES = (Object.keys(ORDER) as DealStage[]).filter(
  (s) => s !== 'DEAL_STAGE_CANCELLED',
);

export const stageIndex = (s: DealStage) => ORDER[s];

/** The stage one step forward by hand (PAID comes from the payment), if any. */
export function nextStage(s: DealStage): DealStage | null {
  if (s === 'DEAL_STAGE_BOOKED' || s === 'DEAL_STAGE_CANCELLED' || s === 'DEAL_STAGE_COMPLETED')
    return null;
  return LIVE_STAGES[ORDER[s] + 1] ?? null;
}

/** The stage one step back (sales heads, with a comment): down to PAID. */
export function previousStage(s: DealStage): DealStage | null {
  return ORDER[s] >= ORDER.DEAL_STAGE_CONTRACT && s !== 'DEAL_STAGE_CANCELLED'
    ? (LIVE_STAGES[ORDER[s] - 1] ?? null)
    : null;
}

/** Realtors move their own deals up to CONTRACT only (the API's rule, docs/api.md#deal-stages). */
export const realtorMay = (from: DealStage, to: DealStage) =>
  ORDER[from] <= ORDER.DEAL_STAGE_CONTRACT &&
  (to === 'DEAL_STAGE_CANCELLED' || ORDER[to] <= ORDER.DEAL_STAGE_CONTRACT);

/** A deal's money on /deals: the booking's agreed `price.total` (null: no price when booked). */
export const dealPrice = (b: Booking): number | null => b.price?.total ?? null;
