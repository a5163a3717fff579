import { eq } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import { bookings, SYSTEM_USER_ID, type Db, type DealStep } from '@app/db';
import type { AdvanceBookingData, DealStage } from '@app/validators';
import { badRequest, conflict } from '../../errors';
import { countBookingsExpired } from '../../lib/metrics';
import type { AuthUser } from '../auth';
import { findUnit, type UnitRow } from '../units';
import { assertMayChange, bookingNotFound } from './access';
import { setByDeal, stageUnitStatus, stepKind, realtorMay, type StepKind } from './deal-stage';
import { EXPIRED, type EndBooking } from './effects';
import { recordBookingEvent } from './events';
import { recordHistory } from './history';
import { effectiveStatus } from './live';
import { notifyResponsible } from './notices';
import { moveUnit } from './units';
import { findBooking } from './update';

type BookingRow = typeof bookings.$inferSelect;

const notAllowed = (message: string) => conflict('DEAL_STAGE_NOT_ALLOWED', message);

/** Who may take this step: realtors up to CONTRACT, a step back a sales head's with a comment. */
function refusal(actor: AuthUser, from: DealStage, input: AdvanceBookingData, kind: StepKind) {
  if (ownOnly(actor.roles, 'bookings.advance') && !realtorMay(from, input.stage))
    return notAllowed('Realtors move a deal up to CONTRACT only');
  if (kind !== 'back') return undefined;
  if (!actor.roles.includes('ROLE_SALES_HEAD'))
    return notAllowed('Only a sales head moves a deal one step back');
  if (!input.comment)
    return badRequest('VALIDATION_ERROR', 'A step back needs a comment', {
      comment: ['Say why the deal goes back'],
    });
  return undefined;
}

/**
 * The step's own changes: the stage and its steps (a step back drops the last one), the unit's
 * status when the stage sets one and the unit's status is the deal's, and the history.
 */
async function takeStep(
  tx: Db,
  b: BookingRow,
  unit: UnitRow,
  to: DealStage,
  kind: StepKind,
  step: DealStep,
  now: Date,
) {
  const steps = kind === 'back' ? b.deal_steps.slice(0, -1) : [...b.deal_steps, step];
  await tx
    .update(bookings)
    .set({ deal_stage: to, deal_steps: steps, updated_at: now })
    .where(eq(bookings.id, b.id));
  await recordHistory(
    tx,
    { booking: b.id, entity_type: 'Booking', entity_id: b.id, user: step.user, date: now },
    [
      ['deal_stage', b.deal_stage, to],
      ['deal_step', null, step],
    ],
  );
  const status = stageUnitStatus(to);
  if (status && status !== unit.status && setByDeal(b.deal_stage, unit.status))
    await moveUnit(tx, unit, { status }, step.user, now, b.id);
}

/**
 * `bookings.advance` (docs/api.md#deal-stages): one step of a live booking's deal, in one
 * transaction: the stage and its step, the unit's status (CONTRACT: EXECUTION, REGISTERED: SOLD),
 * the history, the `booking.stage_changed` event and the responsible's notice. CANCELLED ends the
 * booking through `end` (services/booking-lifecycle `bookingEnded`), as a cancellation does.
 */
export async function advanceBooking(
  db: Db,
  actor: AuthUser,
  input: AdvanceBookingData,
  end: EndBooking,
  now = new Date(),
) {
  const date = input.date ?? now;
  if (date > now)
    throw badRequest('VALIDATION_ERROR', 'The date is in the future', {
      date: ['Must not be in the future'],
    });
  const { unit: unitId } = await findBooking(db, input.id);
  let lapsed = false;
  const outcome = await db.transaction(async (tx) => {
    lapsed = false;
    const unit = await findUnit(tx, unitId, { lock: true });
    const b = await findBooking(tx, input.id, { lock: true });
    assertMayChange(actor, b, bookingNotFound);
    if (effectiveStatus(b, now) !== b.status && b.active) {
      // Lapsed but not yet swept: the expiry commits, the step is refused (returned, not thrown).
      lapsed = true;
      await end(tx, b, EXPIRED, SYSTEM_USER_ID, now);
      return { error: notAllowed('This booking has expired: its deal is CANCELLED') };
    }
    const from = b.active ? b.deal_stage : 'DEAL_STAGE_CANCELLED';
    const step0 = stepKind(from, input.stage);
    if ('refusal' in step0) return { error: notAllowed(step0.refusal) };
    const { kind } = step0;
    const refused = refusal(actor, from, input, kind);
    if (refused) return { error: refused };
    const step: DealStep = {
      stage: input.stage,
      date: date.toISOString(),
      contract_number: input.contract_number ?? null,
      comment: input.comment ?? null,
      user: actor.id,
    };
    if (kind === 'cancel') {
      await tx
        .update(bookings)
        .set({ deal_steps: [...b.deal_steps, step] })
        .where(eq(bookings.id, b.id));
      await recordHistory(
        tx,
        { booking: b.id, entity_type: 'Booking', entity_id: b.id, user: actor.id, date: now },
        [['deal_step', null, step]],
      );
      await end(tx, b, { status: 'BOOKING_STATUS_CANCELLED', active: false }, actor.id, now);
    } else await takeStep(tx, b, unit, input.stage, kind, step, now);
    await recordBookingEvent(tx, 'booking.stage_changed', b, now);
    await notifyResponsible(tx, 'DEAL_STAGE_CHANGED', b, {
      actor: actor.id,
      data: { stage: input.stage, previous_stage: from, contract_number: step.contract_number },
    });
    return { message: `Booking №\u00a0${b.number}: ${input.stage.replace('DEAL_STAGE_', '')}` };
  });
  if (lapsed) countBookingsExpired('lazy');
  if ('error' in outcome) throw outcome.error;
  return { item: { id: input.id }, message: outcome.message };
}
