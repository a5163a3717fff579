import {
  advanceBookingInput,
  bookingHistoryInput,
  dealStagesInput,
  bookingsListInput,
  createBookingInput,
  extendBookingInput,
  getByIdInput,
  searchBookingsInput,
  updateBookingInput,
} from '@app/validators';
import {
  bookingExtendedOutput,
  bookingHistoryEntryOutput,
  bookingOutput,
  dealStagesOutput,
  listOutput,
  savedOutput,
} from '@app/validators/outputs';
import { sample, sampleList, samplePage } from '../procedure-doc';
import {
  advanceBooking,
  createBooking,
  extendBooking,
  updateBooking,
} from '../services/booking-lifecycle';
import {
  dealStages,
  getBooking,
  listBookings,
  listHistory,
  searchBookings,
} from '../services/bookings';
import { createTRPCRouter, procedureFor } from '../trpc';

/** A chosen condition is refused as `pricing.quote` refuses it. */
const QUOTE_REFUSALS = [
  'UNIT_HAS_NO_PRICE',
  'PRICING_EXCLUSION_CONFLICT',
  'PRICING_NOT_AVAILABLE',
  'PRICING_NOT_VALID_ON_DATE',
] as const;

export const bookingsRouter = createTRPCRouter({
  /** Realtors become the owner; responsible is the caller unless given. */
  create: procedureFor('bookings.write', {
    summary: 'Books a unit',
    description:
      'Books a unit: owner = caller, responsible = given or caller, price snapshot, optional `customer`; `discounts` / `options` chosen as `pricing.quote` takes them give the agreed `price`.',
    appCodes: ['UNIT_NOT_FOUND', 'UNIT_ALREADY_BOOKED', 'UNIT_NOT_AVAILABLE', ...QUOTE_REFUSALS],
    example: {
      unit: sample.freeUnit,
      customer: { name: 'Матрица Иван', phone: '8 999 123-45-67', email: null },
    },
  })
    .input(createBookingInput)
    .output(savedOutput())
    .mutation(({ ctx, input }) => createBooking(ctx.db, ctx.user, input)),
  /** Realtors see their own bookings only. */
  list: procedureFor('bookings.read', {
    summary: 'Bookings, list form',
    description: 'Bookings, list form; `include_expired` (default false).',
    appCodes: ['INVALID_FILTER', 'INVALID_ORDER'],
    example: sampleList([sample.booking], { include_expired: true }),
  })
    .input(bookingsListInput)
    .output(listOutput(bookingOutput))
    .query(({ ctx, input }) => listBookings(ctx.db, ctx.user, input)),
  /** One booking, live or not; realtors see their own only (404 for another's). */
  get: procedureFor('bookings.read', {
    summary: 'One booking, live or ended',
    description: 'One booking, live or ended.',
    appCodes: ['BOOKING_NOT_FOUND'],
    example: { id: sample.booking },
  })
    .input(getByIdInput)
    .output(bookingOutput)
    .query(({ ctx, input }) => getBooking(ctx.db, ctx.user, input.id)),
  update: procedureFor('bookings.write', {
    summary: 'Edits a live booking',
    description:
      'Edits a live booking (CRM deal, comment, expiration, responsible, `customer`: null removes it; new `discounts` / `options` re-quote its `price` now); `active: false` cancels it (realtors: up to the CONTRACT stage).',
    appCodes: [
      'BOOKING_NOT_FOUND',
      'BOOKING_NOT_ACTIVE',
      'DEAL_STAGE_NOT_ALLOWED',
      ...QUOTE_REFUSALS,
    ],
    example: {
      id: sample.booking,
      comment: `matrix ${sample.n}`,
      customer: { name: `Матрица ${sample.n}`, phone: '+7 (999) 765-43-21' },
    },
  })
    .input(updateBookingInput)
    .output(savedOutput())
    .mutation(({ ctx, input }) => updateBooking(ctx.db, ctx.user, input)),
  /** One click from a reminder; the change is `bookings.update`'s. */
  extend: procedureFor('bookings.write', {
    summary: 'Extends a live booking by one click',
    description:
      'One-click extension `{ id }` (from a reminder): + `BOOKING_HOLD_WORKING_DAYS` working days, capped at `BOOKING_MAX_HOLD_WORKING_DAYS` from now (sales heads: no cap), at least an hour more; the change is `bookings.update`’s; answers `{ item, message, expiration_date }`.',
    appCodes: ['BOOKING_NOT_FOUND', 'BOOKING_NOT_ACTIVE', 'BOOKING_EXTEND_LIMIT'],
    example: { id: sample.booking },
  })
    .input(extendBookingInput)
    .output(bookingExtendedOutput)
    .mutation(({ ctx, input }) => extendBooking(ctx.db, ctx.user, input.id)),
  search: procedureFor('bookings.read', {
    summary: 'Bookings by text, responsible, region and expiry',
    description:
      'Bookings by text (number, CRM deal, comment, unit code, customer name and phone digits), responsible, region, expiration range.',
    example: { filter: { query: sample.deal, include_expired: true }, pagination: samplePage },
  })
    .input(searchBookingsInput)
    .output(listOutput(bookingOutput))
    .query(({ ctx, input }) => searchBookings(ctx.db, ctx.user, input)),
  /**
   * `bookings.history`: realtors see the history of their own bookings only (scoped in the service).
   */
  history: procedureFor('bookings.read', {
    summary: 'History entries of bookings, by booking, date, user, property',
    description: 'History entries of bookings, by booking, date, user, property.',
    example: {
      filter: { bookings: [sample.booking], include_expired: true },
      pagination: samplePage,
    },
  })
    .input(bookingHistoryInput)
    .output(listOutput(bookingHistoryEntryOutput))
    .query(({ ctx, input }) => listHistory(ctx.db, ctx.user, input)),
  /** The deal after the booking (docs/api.md#deal-stages); CANCELLED cancels the booking. */
  advance: procedureFor('bookings.advance', {
    summary: "Moves a booking's deal one stage",
    description:
      "Moves a live booking's deal one step forward (PAID → CONTRACT → SIGNED → REGISTERED → COMPLETED) or to CANCELLED; one step back only by a sales head with a `comment`; realtors on their own bookings up to CONTRACT. `date` (default now, not in the future) and `contract_number` are kept with the step. CONTRACT sets the unit to EXECUTION, REGISTERED to SOLD; from CONTRACT on the booking no longer expires. Anything else: 409 `DEAL_STAGE_NOT_ALLOWED`.",
    appCodes: ['BOOKING_NOT_FOUND', 'DEAL_STAGE_NOT_ALLOWED'],
    example: {
      id: sample.booking,
      stage: 'DEAL_STAGE_CONTRACT',
      contract_number: `ДДУ-${sample.n}`,
    },
  })
    .input(advanceBookingInput)
    .output(savedOutput())
    .mutation(({ ctx, input }) => advanceBooking(ctx.db, ctx.user, input)),
  /** /deals' columns: realtors count their own bookings only. */
  dealStages: procedureFor('bookings.read', {
    summary: 'Live deals per stage: counts and sums',
    description:
      "Live deals per stage (every live stage, zero when none): `count` and `sum` of their prices, by `responsible` and by the unit's `building`. The cards of a stage: `bookings.list` with the filter property `deal_stage` (and `building`).",
    example: { responsible: [], building: [] },
  })
    .input(dealStagesInput)
    .output(dealStagesOutput)
    .query(({ ctx, input }) => dealStages(ctx.db, ctx.user, input)),
});
