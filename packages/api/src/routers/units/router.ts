import { createTRPCRouter } from '../../trpc';
import { getUnitProcedure } from './get';
import { listUnitsProcedure } from './list';
import { setUnitStatusProcedure } from './set-status';

export const unitsRouter = createTRPCRouter({
  setStatus: setUnitStatusProcedure,
  list: listUnitsProcedure,
  get: getUnitProcedure,
});
