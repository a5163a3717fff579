import { createTRPCRouter } from '../../trpc';
import { unitChangesProcedure } from './changes';
import { getUnitProcedure } from './get';
import { listUnitsProcedure } from './list';
import { setUnitStatusProcedure } from './set-status';

export const unitsRouter = createTRPCRouter({
  setStatus: setUnitStatusProcedure,
  list: listUnitsProcedure,
  get: getUnitProcedure,
  changes: unitChangesProcedure,
});
