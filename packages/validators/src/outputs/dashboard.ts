import { z } from 'zod';
import { DEAL_STAGES, UNIT_STATUSES } from '../statuses';
import { isoOut, moneyOut, uuidOut } from './common';

const dayOut = z.string().meta({ format: 'date', example: '2026-11-27' });
const count = z.number().int().nonnegative();
/** paid / created, a JSON number rounded half up to 4 decimals (`0.25`); null when none created. */
const ratioOut = z.number().nullable().meta({
  description: 'paid / created, a JSON number rounded to 4 decimals; null when created is 0',
  example: 0.25,
});
/** A total area, m²: a JSON number with at most 2 decimals. */
const areaOut = z
  .number()
  .meta({ description: 'm², a JSON number with at most 2 decimals', example: 4210.5 });

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
  units: z.array(z.strictObject({ status: z.enum(UNIT_STATUSES), count, area: areaOut })),
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
  /** Live deals now, by stage (docs/api.md#deal-stages). */
  deal_stages: z.array(z.strictObject({ stage: z.enum(DEAL_STAGES), count, sum: moneyOut })),
});
