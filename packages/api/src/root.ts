import { authRouter } from './routers/auth/router';
import { directoryRouter } from './routers/directory/router';
import { healthProcedure } from './routers/health';
import { usersRouter } from './routers/users/router';
import { createTRPCRouter } from './trpc';

/** Every procedure of product.md §1, by domain. */
export const appRouter = createTRPCRouter({
  health: healthProcedure,
  auth: authRouter,
  users: usersRouter,
  directory: directoryRouter,
});

export type AppRouter = typeof appRouter;
