import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { getEnv } from '../../env';
import { unauthorized } from '../../errors';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
const ISSUER = 'booking-pricing';
const AUDIENCE = 'booking-pricing-api';

const key = () => new TextEncoder().encode(getEnv().AUTH_SECRET);

export function signAccessToken(userId: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key());
}

/** A valid access token: its user, expiry (ms) and issue time (`iat`, seconds). */
export interface VerifiedToken {
  sub: string;
  expMs: number;
  iat: number;
}

/** Access tokens already verified, until they expire (the HMAC check is the largest fixed cost of a call). */
const verified = new Map<string, VerifiedToken>();
const MAX_VERIFIED = 10_000;

/**
 * A valid access token's user id and issue time; 401 `TOKEN_EXPIRED` or `INVALID_TOKEN` otherwise. A token
 * verified once is remembered, by its whole text, until its `exp`: only a token that passed the
 * signature check is kept, and whether its user may still act is checked on every call
 * (`loadAuthUserCached`, and `issuedBeforeReset`: a token older than the last password reset).
 */
export async function verifyAccessToken(token: string, now = Date.now()): Promise<VerifiedToken> {
  const known = verified.get(token);
  if (known && known.expMs > now) return known;
  if (known) verified.delete(token);
  try {
    const { payload } = await jwtVerify(token, key(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      // A token without an expiry would be valid forever.
      requiredClaims: ['exp'],
      currentDate: new Date(now),
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string')
      throw unauthorized('INVALID_TOKEN', 'Invalid access token');
    if (verified.size >= MAX_VERIFIED) verified.clear();
    const seen = {
      sub: payload.sub,
      expMs: (payload.exp as number) * 1000,
      iat: typeof payload.iat === 'number' ? payload.iat : 0,
    };
    verified.set(token, seen);
    return seen;
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired)
      throw unauthorized('TOKEN_EXPIRED', 'The access token has expired');
    throw unauthorized('INVALID_TOKEN', 'Invalid access token');
  }
}

/** Opaque random token (256 bits) and the SHA-256 hex digest that is stored instead. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Whether a token issued at `iat` (seconds) predates the user's last password reset: such a token
 * is refused. Compared in whole seconds (the claim's unit): a token issued in the reset's own
 * second is kept, so signing in right after a reset works.
 */
export const issuedBeforeReset = (iat: number, credentialsChangedAt: Date | null | undefined) =>
  !!credentialsChangedAt && iat < Math.floor(credentialsChangedAt.getTime() / 1000);
