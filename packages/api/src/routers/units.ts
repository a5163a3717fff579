import {
  filtersListInput,
  setUnitStatusInput,
  unitChangesInput,
  unitGetInput,
} from '@app/validators';
import {
  listOutput,
  messageOutput,
  unitCardOutput,
  unitChangesOutput,
  unitOutput,
} from '@app/validators/outputs';
import { sample, sampleList } from '../procedure-doc';
import { getUnitCard, setUnitStatus } from '../services/bookings';
import { listUnitsPriced, unitChangesPriced } from '../services/pricing';
import { createTRPCRouter, procedureFor } from '../trpc';

export const unitsRouter = createTRPCRouter({
  /** Managers and sales heads. */
  setStatus: procedureFor('units.setStatus', {
    summary: 'Sets a unit’s status and adds or removes second statuses',
    description: 'Sets a unit’s status and adds or removes second statuses.',
    appCodes: ['UNIT_NOT_FOUND'],
    example: { unit: sample.freeUnit, status: 'UNIT_STATUS_UNAVAILABLE' },
  })
    .input(setUnitStatusInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => setUnitStatus(ctx.db, ctx.user, input)),
  /** The local projection of the stock service, list form. */
  list: procedureFor('units.read', {
    summary: 'The local projection of the stock, list form',
    description: 'The local projection of the stock, list form, with each unit’s current price.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList([sample.unit]),
  })
    .input(filtersListInput)
    .output(listOutput(unitOutput))
    .query(({ ctx, input }) => listUnitsPriced(ctx.db, input)),
  get: procedureFor('units.read', {
    summary: 'One unit with the live booking that holds it',
    description:
      'One unit with the live booking that holds it (and `queue_length`, as every unit).',
    appCodes: ['UNIT_NOT_FOUND'],
    example: { id: sample.unit },
  })
    .input(unitGetInput)
    .output(unitCardOutput)
    .query(({ ctx, input }) => getUnitCard(ctx.db, ctx.user, input.id)),
  /** The grid's refresh (extra query): the units changed since an earlier answer's version. */
  changes: procedureFor('units.read', {
    summary: 'The units changed since an earlier answer’s version',
    description: 'The units changed since an earlier answer’s version (the grid’s refresh).',
    example: { since: sample.now },
  })
    .input(unitChangesInput)
    .output(unitChangesOutput)
    .query(({ ctx, input }) => unitChangesPriced(ctx.db, input)),
});
