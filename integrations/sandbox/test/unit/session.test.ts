import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  openSession as open,
  sessionKey,
  SESSION_TTL_SECONDS,
  signSession as sign,
} from '../../src';

const session = {
  link: '0f9c2a1e-5b7d-4c3a-9e8f-1a2b3c4d5e6f',
  number: 42,
  amount: '50000.00',
  currency: 'RUB',
  back: 'http://localhost:3000/pay/abc',
};
const issued = Date.UTC(2025, 2, 10, 12, 0, 0);
const SECRET = 'sandbox-webhook-secret-0123456789abcdefghij';
const key = () => sessionKey(SECRET);
const signSession = (s: typeof session, now: number) => sign(SECRET, s, now);
const openSession = (token: string, now: number) => open(SECRET, token, now);

describe('the sandbox checkout session (a signed JWT)', () => {
  it('opens what it signed, with a fresh nonce each time', async () => {
    const a = await openSession(await signSession(session, issued), issued);
    const b = await openSession(await signSession(session, issued), issued);
    expect(a).toMatchObject(session);
    expect(a?.nonce).toMatch(/^[\w-]{16}$/);
    expect(a?.nonce).not.toBe(b?.nonce);
  });

  it('is valid for an hour: a second before, not at the expiry', async () => {
    const token = await signSession(session, issued);
    const exp = issued + SESSION_TTL_SECONDS * 1000;
    expect(await openSession(token, exp - 1000)).not.toBeNull();
    expect(await openSession(token, exp)).toBeNull();
  });

  it('refuses a changed claim, another key, another audience, no signature and garbage', async () => {
    const token = await signSession(session, issued);
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...session, amount: '1.00' })).toString(
      'base64url',
    );
    const otherKey = await new SignJWT({ ...session, nonce: 'n' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('sandbox-checkout')
      .setExpirationTime(Math.floor(issued / 1000) + 60)
      .sign(new TextEncoder().encode('another-secret-of-enough-length-000000'));
    const otherAudience = await new SignJWT({ ...session, nonce: 'n' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('booking-pricing-api')
      .setExpirationTime(Math.floor(issued / 1000) + 60)
      .sign(key());
    const noExpiry = await new SignJWT({ ...session, nonce: 'n' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('sandbox-checkout')
      .sign(key());
    const unsigned = new UnsecuredJWT({ ...session, nonce: 'n' })
      .setAudience('sandbox-checkout')
      .setExpirationTime(Math.floor(issued / 1000) + 60)
      .encode();
    for (const bad of [
      `${h}.${forged}.${s}`,
      otherKey,
      otherAudience,
      noExpiry,
      unsigned,
      'forged.token',
      '',
      `${token}${'x'.repeat(4000)}`,
    ])
      expect(await openSession(bad, issued)).toBeNull();
  });

  it('refuses a well-signed token whose claims are not a session', async () => {
    const token = await new SignJWT({ ...session, link: 'not-a-uuid', nonce: 'n' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('sandbox-checkout')
      .setExpirationTime(Math.floor(issued / 1000) + 60)
      .sign(key());
    expect(await openSession(token, issued)).toBeNull();
  });
});
