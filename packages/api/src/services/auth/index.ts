/** Accounts: sign-in, tokens, sessions, recovery, the signed-in user (`auth.*`). */
export { browserSessionLive, endBrowserSession, startBrowserSession } from './browser-session';
export { forgetAuthUser, loadAuthUserCached, type AuthUser } from './current-user';
export { RECOVERY_JOB, requestPasswordReset, resetPassword, sendRecoveryLink } from './recovery';
export { listAuthRoles } from './roles';
export { login, refresh, verifyCredentials } from './session';
export { issuedBeforeReset, verifyAccessToken } from './tokens';
