import { createTRPCRouter } from '../../trpc';

export const directoryRouter = createTRPCRouter({});
