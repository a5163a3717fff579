import { z } from 'zod';
import { UNIT_STATUSES } from '../statuses';
import { isoOut, moneyOut, uuidOut } from './common';

const dayOut = z.string().meta({ format: 'date', example: '2026-11-27' });
const count = z.number().int().nonnegative();
/** paid / created as decimal text with 4 places (`"0.2500"`); null when nothing was created. */
const ratioOut = z
  .string()
  .nullable()
  .meta({ description: 'paid / created, decimal text, 4 places; null when created is 0' });

const flow = { created: count, paid: count, expired: count, conversion: ratioOut };

/** `dashboard.summary` (docs/api.md#dashboard). */
export const dashboardSummaryOutput = z.strictObject({
  period: z.strictObject({ from: dayOut, to: dayOut, time_zone: z.string() }),
  generated_at: isoOut,
  today: dayOut,
  tomorrow: dayOut,
  currency: z.string(),
  /** Live bookings now, by status; `overdue` of the PAID ones. */
  bookings: z.strictObject({ booked: count, paid: count, overdue: count }),
  expiring: z.strictObject({ today: count, tomorrow: count }),
  units: z.array(z.strictObject({ status: z.enum(UNIT_STATUSES), count, area: moneyOut })),
  payments: z.strictObject({ count, sum: moneyOut }),
  by_responsible: z.array(z.strictObject({ user: uuidOut, name: z.string(), ...flow })),
  by_agency: z.array(z.strictObject({ partner: uuidOut, name: z.string(), ...flow })),
  weeks: z.array(
    z.strictObject({
      start: dayOut,
      end: dayOut,
      bookings_created: count,
      payments_count: count,
      payments_sum: moneyOut,
    }),
  ),
});
