/** An acquirer selected without its keys stops the start with one line naming them, never values. */
import { describe, expect, it } from 'vitest';
import { acquirerConfigs } from '../../../src/payment-env';

const BASE = 'https://booking.example.ru';

describe('the acquirers settings', () => {
  it('names what is missing, on one line', () => {
    expect(() => acquirerConfigs('YOOKASSA', {}, BASE)).toThrow(
      /^PAYMENT_PROVIDER=YOOKASSA needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY \(not set\)$/,
    );
    expect(() => acquirerConfigs('TBANK', { TBANK_TERMINAL_KEY: 'T1' }, BASE)).toThrow(
      /^PAYMENT_PROVIDER=TBANK needs TBANK_PASSWORD \(not set\)$/,
    );
  });

  it('refuses a plain-http API that is not loopback, and a bad network, without the key', () => {
    const env = { YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'live_secret_value_1' };
    let message = '';
    try {
      acquirerConfigs('YOOKASSA', { ...env, YOOKASSA_API_URL: 'http://10.0.0.5/v3' }, BASE);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('YOOKASSA_API_URL must be https://');
    expect(message).not.toContain('live_secret_value_1');
    expect(() =>
      acquirerConfigs('YOOKASSA', { ...env, YOOKASSA_TRUSTED_NETWORKS: '185.71.76.0/99' }, BASE),
    ).toThrow(/YOOKASSA_TRUSTED_NETWORKS/);
  });

  it('defaults: the public API, the published networks, VAT code 1, the tbank webhook', () => {
    const y = acquirerConfigs(
      'YOOKASSA',
      { YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'test_key_12' },
      BASE,
    );
    expect(y.yookassa).toMatchObject({ apiUrl: 'https://api.yookassa.ru/v3', vatCode: 1 });
    expect(y.yookassa?.trustedNetworks).toContain('185.71.76.0/27');
    const tb = acquirerConfigs('TBANK', { TBANK_TERMINAL_KEY: 'T1', TBANK_PASSWORD: 'p' }, BASE);
    expect(tb.tbank).toMatchObject({
      apiUrl: 'https://securepay.tinkoff.ru/v2',
      notificationUrl: `${BASE}/api/payments/webhook/tbank`,
    });
    expect(acquirerConfigs('SANDBOX', {}, BASE)).toEqual({ yookassa: null, tbank: null });
  });
});
