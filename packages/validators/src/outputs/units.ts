import { z } from 'zod';
import { UNIT_STATUSES } from '../statuses';
import { bookingOutput } from './bookings';
import { isoOut, recordOutput, uuidOut } from './common';

const unitShape = {
  code: z.string(),
  name: z.string(),
  complex: z.string(),
  building: z.string(),
  section: z.number().int(),
  floor: z.number().int(),
  number: z.string(),
  rooms: z.number().int(),
  area: z.number().meta({ description: 'Square metres' }),
  status: z.enum(UNIT_STATUSES),
  second_statuses: z
    .array(z.string())
    .meta({ description: 'Second statuses (`UNIT_SECOND_STATUS_*`); the list is open' }),
  region: uuidOut.nullable(),
  plan_url: z
    .string()
    .nullable()
    .meta({ description: 'The plan image: an http(s) URL or a path on this app; null: none' }),
  price: z.number().nullable().meta({
    description:
      'The total now with the default conditions (units.list, units.get, units.changes; the base price elsewhere), null until priced',
  }),
  queue_length: z
    .number()
    .int()
    .meta({ description: "How many entries wait in the unit's booking queue (bookingQueue.*)" }),
  base_price: z.number().nullable().meta({
    description: 'The current base price (a JSON number from the exact decimal), null until priced',
  }),
};

/** A unit of the stock (the local projection of the stock service). */
export const unitOutput = recordOutput(unitShape).meta({ id: 'Unit' });

/** `units.get`: the unit with the live booking that holds it (null: none, or not the caller's). */
export const unitCardOutput = recordOutput({
  ...unitShape,
  booking: bookingOutput.nullable(),
}).meta({
  id: 'UnitCard',
});

/** `units.changes`: what changed in the stock since an earlier answer's `version`. */
export const unitChangesOutput = z
  .strictObject({
    version: isoOut.meta({ description: 'Ask with this as `since` next time' }),
    reset: z.boolean().meta({
      description: 'Too much changed (or `since` is too old): reload every unit',
    }),
    items: z.array(unitOutput).meta({ description: 'Units created or changed since `since`' }),
    deleted: z.array(uuidOut).meta({ description: 'Ids of units removed since `since`' }),
  })
  .meta({ id: 'UnitChanges' });
