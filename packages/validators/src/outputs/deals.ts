import { z } from 'zod';
import { DEAL_STAGES } from '../statuses';
import { moneyOut } from './common';

/** `bookings.dealStages`: the live deals per stage, with the sum of their prices. */
export const dealStagesOutput = z.strictObject({
  currency: z.string(),
  items: z.array(
    z.strictObject({
      stage: z.enum(DEAL_STAGES),
      count: z.number().int().nonnegative(),
      sum: moneyOut.meta({ description: "The sum of the deals' prices (docs/api.md#deal-stages)" }),
    }),
  ),
  buildings: z
    .array(z.string())
    .meta({ description: 'Every building of the stock, for the filter by building' }),
});
