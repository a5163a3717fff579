/**
 * Error strings the next-auth Credentials provider reports to the sign-in page: the appCodes of
 * the login logic (docs/api.md#app-codes), and SIGN_IN_FAILED for anything else.
 */
export const SIGN_IN_ERRORS = [
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'USER_INACTIVE',
  'SIGN_IN_FAILED',
] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

export function toSignInErrorKey(error: string | null | undefined): SignInError | null {
  if (!error) return null;
  return (SIGN_IN_ERRORS as readonly string[]).includes(error)
    ? (error as SignInError)
    : 'SIGN_IN_FAILED';
}

/** Errors the sign-in page words its own way (`signIn.errors`): attempts, not requests. */
const OWN_WORDING = ['RATE_LIMITED', 'SIGN_IN_FAILED'] as const;
type OwnWording = (typeof OWN_WORDING)[number];

/**
 * Where the sign-in page finds the text of an error: its own catalog for the errors it words its
 * own way, otherwise the text of the appCode that every screen shows (the `errors` catalog).
 */
export function signInErrorText(
  error: SignInError,
): { own: OwnWording } | { code: Exclude<SignInError, OwnWording> } {
  return (OWN_WORDING as readonly string[]).includes(error)
    ? { own: error as OwnWording }
    : { code: error as Exclude<SignInError, OwnWording> };
}
