export { appRouter, type AppRouter } from './root';
export { createContext, type Context, type CreateContextOptions } from './context';
export { createCallerFactory } from './trpc';
export { AppError } from './errors';
export { getEnv } from './env';
export { setRequestUser } from './lib/request-context';
export {
  browserSessionLive,
  endBrowserSession,
  startBrowserSession,
  verifyCredentials,
  type AuthUser,
} from './services/auth';
