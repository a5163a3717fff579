import { createTRPCRouter } from '../../trpc';
import { listUsersProcedure } from './list';
import { meProcedure } from './me';
import { registerProcedure } from './register';
import { updateMeProcedure } from './update-me';

export const usersRouter = createTRPCRouter({
  me: meProcedure,
  list: listUsersProcedure,
  register: registerProcedure,
  updateMe: updateMeProcedure,
});
