/** Error strings the next-auth Credentials provider reports to the sign-in page. */
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
