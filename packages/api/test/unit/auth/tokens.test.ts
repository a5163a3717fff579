import { describe, expect, it } from 'vitest';
import {
  hashToken,
  issuedBeforeReset,
  newOpaqueToken,
  signAccessToken,
  verifyAccessToken,
} from '../../../src/services/auth/tokens';

describe('tokens', () => {
  it('round-trips an access token to its subject', async () => {
    const token = await signAccessToken('9b2f1c4e-0000-4000-8000-000000000001');
    await expect(verifyAccessToken(token)).resolves.toMatchObject({
      sub: '9b2f1c4e-0000-4000-8000-000000000001',
    });
  });

  it('refuses a tampered token and an expired one with distinct codes', async () => {
    const token = await signAccessToken('u');
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', typ: 'access' })).toString('base64url')}.${s}`;
    await expect(verifyAccessToken(tampered)).rejects.toMatchObject({ appCode: 'INVALID_TOKEN' });
    expect(p).toBeTruthy();
    const old = await signAccessToken('u', new Date(Date.now() - 15 * 60 * 1000 - 1000));
    await expect(verifyAccessToken(old)).rejects.toMatchObject({ appCode: 'TOKEN_EXPIRED' });
  });

  it('remembers a verified token until its expiry, and never a refused one', async () => {
    const issued = new Date();
    const token = await signAccessToken('u-cached', issued);
    await expect(verifyAccessToken(token)).resolves.toMatchObject({ sub: 'u-cached' });
    // Still answered (now from memory) just before the expiry, refused at it.
    const exp = Math.floor(issued.getTime() / 1000) * 1000 + 15 * 60 * 1000;
    await expect(verifyAccessToken(token, exp - 1000)).resolves.toMatchObject({ sub: 'u-cached' });
    await expect(verifyAccessToken(token, exp + 1000)).rejects.toMatchObject({
      appCode: 'TOKEN_EXPIRED',
    });
    // A tampered copy is checked on its own text every time, whatever was verified before.
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(verifyAccessToken(tampered)).rejects.toMatchObject({ appCode: 'INVALID_TOKEN' });
    await expect(verifyAccessToken(tampered)).rejects.toMatchObject({ appCode: 'INVALID_TOKEN' });
  });

  it('makes opaque tokens of 256 bits and stores only a SHA-256 digest', () => {
    const a = newOpaqueToken();
    const b = newOpaqueToken();
    expect(a.token).not.toBe(b.token);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells a token issued before the last password reset, in whole seconds', () => {
    const reset = new Date('2026-12-02T10:00:00.600Z');
    const second = Math.floor(reset.getTime() / 1000);
    expect(issuedBeforeReset(second - 1, reset)).toBe(true);
    expect(issuedBeforeReset(second, reset)).toBe(false);
    expect(issuedBeforeReset(second - 1, null)).toBe(false);
  });
});
