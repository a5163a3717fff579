/**
 * The sandbox's webhook signatures, Stripe-style (integrations/sandbox/src/signature.ts):
 * `t=<unix seconds>,v1=<hex>[,v1=...]`, HMAC-SHA256 over `<t>.<raw body>`, several signatures
 * for key rotation, 300 s tolerance.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TOLERANCE_SECONDS, signWebhook, verifyWebhookSignature } from '../../src';

const A = 'webhook-secret-a-0123456789abcdefghijklmnopqrstuv';
const B = 'webhook-secret-b-0123456789abcdefghijklmnopqrstuv';
const NOW = 1_800_000_000;
const body = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded' });
const bytes = (s: string) => new TextEncoder().encode(s);
const verify = (header: string | null, secrets = [A], raw = body, now = NOW) =>
  verifyWebhookSignature(header, bytes(raw), secrets, { now });

describe('webhook signatures', () => {
  it('round-trips; the signature is HMAC-SHA256 over `<t>.<body>`', () => {
    const header = signWebhook(body, [A], NOW);
    const expected = createHmac('sha256', A).update(`${NOW}.${body}`).digest('hex');
    expect(header).toBe(`t=${NOW},v1=${expected}`);
    expect(verify(header)).toEqual({ ok: true, timestamp: NOW });
    // Bytes or string: the same signature.
    expect(signWebhook(bytes(body), [A], NOW)).toBe(header);
  });

  it('refuses a changed body, a changed timestamp, a wrong secret', () => {
    const header = signWebhook(body, [A], NOW);
    expect(verify(header, [A], `${body} `)).toEqual({ ok: false, reason: 'MISMATCH' });
    expect(verify(header.replace(`t=${NOW}`, `t=${NOW + 1}`))).toEqual({
      ok: false,
      reason: 'MISMATCH',
    });
    expect(verify(header, [B])).toEqual({ ok: false, reason: 'MISMATCH' });
    const sig = header.split('v1=')[1] as string;
    const flipped = `${sig.slice(0, 10)}${sig[10] === '0' ? '1' : '0'}${sig.slice(11)}`;
    expect(verify(header.replace(sig, flipped))).toEqual({ ok: false, reason: 'MISMATCH' });
  });

  it('refuses a missing or malformed header', () => {
    const sig = signWebhook(body, [A], NOW).split('v1=')[1] as string;
    expect(verify(null)).toEqual({ ok: false, reason: 'MISSING' });
    expect(verify('')).toEqual({ ok: false, reason: 'MISSING' });
    for (const header of [
      `v1=${sig}`,
      `t=${NOW}`,
      `t=abc,v1=${sig}`,
      `t=${NOW},v1=${sig.slice(2)}`,
      `t=${NOW},v1=${'z'.repeat(64)}`,
      `t=${NOW},v0=${sig}`,
      `t=${NOW},${Array.from({ length: 11 }, () => `v1=${sig}`).join(',')}`,
    ])
      expect(verify(header), header).toEqual({ ok: false, reason: 'MALFORMED' });
  });

  it(`accepts a timestamp within ${DEFAULT_TOLERANCE_SECONDS} s either way, not beyond`, () => {
    expect(DEFAULT_TOLERANCE_SECONDS).toBe(300);
    for (const skew of [-300, -1, 0, 1, 300])
      expect(verify(signWebhook(body, [A], NOW + skew)), `${skew}`).toMatchObject({ ok: true });
    for (const skew of [-301, 301, -86_400])
      expect(verify(signWebhook(body, [A], NOW + skew)), `${skew}`).toEqual({
        ok: false,
        reason: 'TOO_OLD',
      });
    // A stale request re-signed by an attacker without the secret still fails on the MAC.
    const old = signWebhook(body, [A], NOW - 1000);
    expect(verify(old.replace(`t=${NOW - 1000}`, `t=${NOW}`))).toEqual({
      ok: false,
      reason: 'MISMATCH',
    });
  });

  it('rotation: several v1 values, any one valid is enough; the receiver may hold several secrets', () => {
    const wrong = signWebhook(body, [B], NOW).split(',')[1] as string;
    const right = signWebhook(body, [A], NOW).split(',')[1] as string;
    expect(verify(`t=${NOW},${wrong},${right}`)).toEqual({ ok: true, timestamp: NOW });
    expect(verify(`t=${NOW},${right},${wrong}`)).toEqual({ ok: true, timestamp: NOW });
    expect(verify(`t=${NOW},${wrong}`)).toEqual({ ok: false, reason: 'MISMATCH' });
    // The sender signs with old and new; a receiver with either accepts.
    const both = signWebhook(body, [A, B], NOW);
    expect(verify(both, [B])).toMatchObject({ ok: true });
    expect(verify(both, [A])).toMatchObject({ ok: true });
    // A receiver that moved to B and still keeps A accepts the old sender.
    expect(verify(signWebhook(body, [A], NOW), [B, A])).toMatchObject({ ok: true });
    expect(verify(signWebhook(body, [A], NOW), [B])).toEqual({ ok: false, reason: 'MISMATCH' });
  });
});
