/**
 * The signed token of a payment link (services/payments/link-token.ts): `<link id>.<key id>.<sig>`.
 * Only a token the app signed verifies; any changed character fails; keys rotate.
 */
import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// A spy around the real function: the check must go through the constant-time comparison.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const { keyId, signLinkToken, verifyLinkToken } =
  await import('../../../src/services/payments/link-token');

const OLD = 'old-link-secret-0123456789abcdefghijklmnop';
const NEW = 'new-link-secret-0123456789abcdefghijklmnop';
const keys = { current: NEW, previous: [] as string[] };
const ID = '3f2b8c1e-5d4a-4e6f-9a0b-1c2d3e4f5a6b';
const OTHER_ID = '3f2b8c1e-5d4a-4e6f-9a0b-1c2d3e4f5a6c';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('payment link tokens', () => {
  it('round-trips: a signed token verifies to its link id, and names its key by a key id', () => {
    const token = signLinkToken(ID, keys);
    const [id, kid, sig] = token.split('.');
    expect(id).toBe(ID);
    expect(kid).toBe(keyId(NEW));
    expect(kid).not.toContain(NEW.slice(0, 6));
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyLinkToken(token, keys)).toEqual({ ok: true, linkId: ID });
  });

  it('refuses every single-character change of the link id', () => {
    const token = signLinkToken(ID, keys);
    for (let i = 0; i < ID.length; i++) {
      for (const c of '0123456789abcdefg-Z.') {
        if (c === ID[i]) continue;
        const changed = `${ID.slice(0, i)}${c}${ID.slice(i + 1)}${token.slice(ID.length)}`;
        const check = verifyLinkToken(changed, keys);
        expect(check.ok, changed).toBe(false);
        if (!check.ok) expect(['TAMPERED', 'MALFORMED']).toContain(check.reason);
      }
    }
  });

  it('refuses every single-character change of the key id and of the signature', () => {
    const token = signLinkToken(ID, keys);
    const start = ID.length + 1;
    for (let i = start; i < token.length; i++) {
      if (token[i] === '.') continue;
      for (const c of BASE64URL) {
        if (c === token[i]) continue;
        const changed = `${token.slice(0, i)}${c}${token.slice(i + 1)}`;
        expect(verifyLinkToken(changed, keys), `position ${i} → ${c}`).toEqual({
          ok: false,
          reason: 'TAMPERED',
        });
      }
    }
  });

  it('refuses malformed tokens', () => {
    const token = signLinkToken(ID, keys);
    for (const bad of [
      '',
      ID,
      `${token}.x`,
      token.replace(/\./g, ''),
      token.toUpperCase(),
      `${token}${'A'.repeat(200)}`,
      `..`,
    ])
      expect(verifyLinkToken(bad, keys), bad).toMatchObject({ ok: false });
    expect(verifyLinkToken(`not-a-uuid.${token.split('.').slice(1).join('.')}`, keys)).toEqual({
      ok: false,
      reason: 'MALFORMED',
    });
  });

  it("a valid signature of one link does not open another link's id", () => {
    const [, kid, sig] = signLinkToken(ID, keys).split('.');
    expect(verifyLinkToken(`${OTHER_ID}.${kid}.${sig}`, keys)).toEqual({
      ok: false,
      reason: 'TAMPERED',
    });
    expect(verifyLinkToken(signLinkToken(OTHER_ID, keys), keys)).toEqual({
      ok: true,
      linkId: OTHER_ID,
    });
  });

  it('rotation: a token signed with an earlier key verifies while that key is kept, not after', () => {
    const old = signLinkToken(ID, { current: OLD, previous: [] });
    expect(verifyLinkToken(old, { current: NEW, previous: [OLD] })).toEqual({
      ok: true,
      linkId: ID,
    });
    expect(verifyLinkToken(old, { current: NEW, previous: [] })).toEqual({
      ok: false,
      reason: 'TAMPERED',
    });
    // New tokens are signed with the current key only.
    const fresh = signLinkToken(ID, { current: NEW, previous: [OLD] });
    expect(fresh.split('.')[1]).toBe(keyId(NEW));
    expect(verifyLinkToken(fresh, { current: OLD, previous: [] })).toMatchObject({ ok: false });
  });

  it('compares signatures with timingSafeEqual', () => {
    const spy = vi.mocked(crypto.timingSafeEqual);
    const token = signLinkToken(ID, keys);
    spy.mockClear();
    expect(verifyLinkToken(token, keys).ok).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockClear();
    const sig = token.split('.')[2] as string;
    const wrong = token.replace(sig, `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    expect(verifyLinkToken(wrong, keys).ok).toBe(false);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
