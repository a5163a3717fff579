import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/**
 * The sandbox's checkout session: a signed, self-contained JWT (HS256, no table) carrying the
 * link, the amount and where to return, valid for an hour. Signed with a key derived from the
 * first webhook secret under its own context, so it never verifies as anything else.
 */
export const SESSION_TTL_SECONDS = 60 * 60;
const AUDIENCE = 'sandbox-checkout';
const MAX_TOKEN_LENGTH = 4000;

const sessionSchema = z.object({
  link: z.uuid(),
  number: z.number().int(),
  amount: z.string().regex(/^\d{1,12}\.\d{2}$/),
  currency: z.string().length(3),
  back: z.string().max(2000),
  nonce: z.string().max(64),
});
export type SandboxSession = z.infer<typeof sessionSchema>;

/** The session key of the first webhook secret (`secrets[0]`, the one that signs). */
export const sessionKey = (secret: string) => new TextEncoder().encode(`sandbox-session:${secret}`);

/** A new session: a fresh nonce, so one provider payment per checkout. */
export const newSession = (s: Omit<SandboxSession, 'nonce'>): SandboxSession => ({
  ...s,
  nonce: randomBytes(12).toString('base64url'),
});

/** The token of a session. */
export function sealSession(secret: string, session: SandboxSession, now = Date.now()) {
  const iat = Math.floor(now / 1000);
  return new SignJWT(session)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_TTL_SECONDS)
    .sign(sessionKey(secret));
}

/** A new session's token. */
export const signSession = (secret: string, s: Omit<SandboxSession, 'nonce'>, now = Date.now()) =>
  sealSession(secret, newSession(s), now);

/** The session of a token signed here and not expired; null for anything else. */
export async function openSession(
  secret: string,
  token: string,
  now = Date.now(),
): Promise<SandboxSession | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, sessionKey(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['exp'],
      currentDate: new Date(now),
    });
    const session = sessionSchema.safeParse(payload);
    return session.success ? session.data : null;
  } catch {
    return null;
  }
}
