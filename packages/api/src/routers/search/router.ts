import { createTRPCRouter } from '../../trpc';
import { searchGlobalProcedure } from './global';

export const searchRouter = createTRPCRouter({
  global: searchGlobalProcedure,
});
