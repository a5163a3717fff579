import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { getEnv } from '../../../src/env';
import { verifyAccessToken } from '../../../src/services/auth/tokens';

const USER = '9b2f1c4e-0000-4000-8000-000000000001';

/** An access token signed with the real key, with the claims given and nothing else. */
function sign(claims: { exp?: number }) {
  const jwt = new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(USER)
    .setIssuer('booking-pricing')
    .setAudience('booking-pricing-api')
    .setIssuedAt();
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(getEnv().AUTH_SECRET));
}

describe('access token claims', () => {
  it('accepts a correctly signed token with an expiry', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    await expect(verifyAccessToken(await sign({ exp }))).resolves.toMatchObject({ sub: USER });
  });

  it('refuses a correctly signed token without exp: it would be valid forever', async () => {
    await expect(verifyAccessToken(await sign({}))).rejects.toMatchObject({
      appCode: 'INVALID_TOKEN',
    });
  });
});
