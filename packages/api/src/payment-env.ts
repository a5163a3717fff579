import { tbankConfigSchema, type TbankConfig } from '@app/integration-tbank';
import { yookassaConfigSchema, type YookassaConfig } from '@app/integration-yookassa';
import { z } from 'zod';

/** The acquirers' settings (docs/payments.md): read only when PAYMENT_PROVIDER names them. */
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().max(4000).optional());

export const paymentProviderSettings = {
  YOOKASSA_SHOP_ID: optional,
  YOOKASSA_SECRET_KEY: optional,
  YOOKASSA_API_URL: optional,
  /** Comma-separated CIDRs notifications are taken from; unset: YooKassa's published networks. */
  YOOKASSA_TRUSTED_NETWORKS: optional,
  YOOKASSA_VAT_CODE: optional,
  TBANK_TERMINAL_KEY: optional,
  TBANK_PASSWORD: optional,
  TBANK_API_URL: optional,
};
type Settings = { [K in keyof typeof paymentProviderSettings]?: string | undefined };

export const PAYMENT_PROVIDER_NAMES = ['SANDBOX', 'YOOKASSA', 'TBANK', 'NONE'] as const;
export type PaymentProviderSetting = (typeof PAYMENT_PROVIDER_NAMES)[number];

export interface AcquirerConfigs {
  yookassa: YookassaConfig | null;
  tbank: TbankConfig | null;
}

const REQUIRED = {
  YOOKASSA: ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'],
  TBANK: ['TBANK_TERMINAL_KEY', 'TBANK_PASSWORD'],
} as const;

/**
 * The selected acquirer's connector configuration. Missing keys or an invalid value stop the start
 * with one line naming the variables (never their values).
 */
export function acquirerConfigs(
  provider: PaymentProviderSetting,
  env: Settings,
  publicBaseUrl: string,
): AcquirerConfigs {
  const none: AcquirerConfigs = { yookassa: null, tbank: null };
  if (provider !== 'YOOKASSA' && provider !== 'TBANK') return none;
  const missing = REQUIRED[provider].filter((k) => !env[k]);
  if (missing.length)
    throw new Error(`PAYMENT_PROVIDER=${provider} needs ${missing.join(' and ')} (not set)`);
  const parsed =
    provider === 'YOOKASSA'
      ? yookassaConfigSchema.safeParse({
          shopId: env.YOOKASSA_SHOP_ID,
          secretKey: env.YOOKASSA_SECRET_KEY,
          apiUrl: env.YOOKASSA_API_URL,
          trustedNetworks: env.YOOKASSA_TRUSTED_NETWORKS,
          vatCode: env.YOOKASSA_VAT_CODE,
        })
      : tbankConfigSchema.safeParse({
          terminalKey: env.TBANK_TERMINAL_KEY,
          password: env.TBANK_PASSWORD,
          apiUrl: env.TBANK_API_URL,
          notificationUrl: `${publicBaseUrl}/api/payments/webhook/tbank`,
        });
  if (!parsed.success)
    throw new Error(
      `PAYMENT_PROVIDER=${provider}: ${parsed.error.issues.map((i) => i.message).join('; ')}`,
    );
  return provider === 'YOOKASSA'
    ? { ...none, yookassa: parsed.data as YookassaConfig }
    : { ...none, tbank: parsed.data as TbankConfig };
}
