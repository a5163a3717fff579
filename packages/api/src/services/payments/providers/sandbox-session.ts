import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { webhookSecrets } from '../keys';

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

const sessionKey = () => new TextEncoder().encode(`sandbox-session:${webhookSecrets()[0] ?? ''}`);

/** A new session's token (a fresh nonce: one provider payment per checkout). */
export function signSession(s: Omit<SandboxSession, 'nonce'>, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const session: SandboxSession = { ...s, nonce: randomBytes(12).toString('base64url') };
  return new SignJWT(session)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_TTL_SECONDS)
    .sign(sessionKey());
}

/** The session of a token signed here and not expired; null for anything else. */
export async function openSession(token: string, now = Date.now()): Promise<SandboxSession | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, sessionKey(), {
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
