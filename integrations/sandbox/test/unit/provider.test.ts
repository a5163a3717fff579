/** The sandbox behind the payment-provider contract: checkout, its signed webhook, the check. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '@app/integration-kit/testing';
import {
  openSession,
  sandboxEvent,
  sandboxProvider,
  sendSandboxWebhook,
  sessionPaymentId,
  signWebhook,
  SIGNATURE_HEADER,
  type SandboxConfig,
} from '../../src';

const LINK = '0f9c2a1e-5b7d-4c3a-9e8f-1a2b3c4d5e6f';
const SECRETS = [
  'sandbox-secret-a-0123456789abcdefghijklmnop',
  'sandbox-secret-b-0123456789abcdef',
];
let app: FakeServer;
let config: SandboxConfig;
beforeAll(async () => {
  app = await startFakeServer((_req, res) => void res.end('{"outcome":"APPLIED"}'));
  config = { publicBaseUrl: app.url(), webhookSecrets: SECRETS };
});
afterAll(() => app.close());

const request = {
  idempotencyKey: 'k1',
  amount: '50000.00',
  currency: 'RUB',
  description: 'Booking No. 42',
  returnUrl: 'http://localhost:3000/pay/abc',
  metadata: { linkId: LINK, bookingNumber: 42 },
};
const incoming = (body: string, headers: Record<string, string>) => ({
  rawBody: new TextEncoder().encode(body),
  headers: new Headers(headers),
  sourceIp: '127.0.0.1',
  now: new Date(),
});

describe('the sandbox payment provider', () => {
  it('opens a checkout on the app, whose webhook the provider then verifies', async () => {
    const provider = sandboxProvider(config);
    const checkout = await provider.createCheckout(request);
    expect(checkout.redirectUrl.startsWith(`${app.url()}/sandbox/checkout/`)).toBe(true);
    const session = await openSession(
      SECRETS[0] ?? '',
      checkout.redirectUrl.split('/').pop() ?? '',
    );
    expect(session).toMatchObject({
      link: LINK,
      number: 42,
      amount: '50000.00',
      back: request.returnUrl,
    });
    if (!session) return;
    expect(checkout.providerPaymentId).toBe(sessionPaymentId(session));

    const res = await sendSandboxWebhook(config, sandboxEvent(session, 'failed'));
    expect(res.status).toBe(200);
    const [sent] = app.requests;
    expect(sent?.path).toBe('/api/payments/webhook/SANDBOX');
    const check = await provider.authenticateNotification(
      incoming(sent?.body ?? '', sent?.headers ?? {}),
    );
    expect(check).toEqual({
      ok: true,
      event: {
        id: expect.stringMatching(/^evt_\w+_failed$/),
        kind: 'canceled',
        providerPaymentId: checkout.providerPaymentId,
        amount: '50000.00',
        currency: 'RUB',
        metadata: { linkId: LINK },
        reason: 'card_declined',
      },
    });
  });

  it('refuses an unsigned or badly signed notification, and an unreadable one', async () => {
    const provider = sandboxProvider(config);
    const body = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded' });
    expect(await provider.authenticateNotification(incoming(body, {}))).toEqual({
      ok: false,
      outcome: 'INVALID_SIGNATURE',
      detail: 'MISSING',
    });
    const forged = {
      [SIGNATURE_HEADER]: signWebhook(body, ['another-secret-0123456789abcdefghij']),
    };
    expect(await provider.authenticateNotification(incoming(body, forged))).toMatchObject({
      ok: false,
      detail: 'MISMATCH',
    });
    const signed = { [SIGNATURE_HEADER]: signWebhook(body, [SECRETS[1] ?? '']) };
    expect(await provider.authenticateNotification(incoming(body, signed))).toMatchObject({
      ok: false,
      outcome: 'MALFORMED',
    });
  });

  it('acknowledges a signed event of a type it does not act on', async () => {
    const body = JSON.stringify({ id: 'evt_2', type: 'payout.paid' });
    const headers = { [SIGNATURE_HEADER]: signWebhook(body, SECRETS.slice(0, 1)) };
    expect(await sandboxProvider(config).authenticateNotification(incoming(body, headers))).toEqual(
      {
        ok: true,
        event: { id: 'evt_2', kind: 'unhandled', type: 'payout.paid' },
      },
    );
  });
});
