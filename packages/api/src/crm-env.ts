import { z } from 'zod';

/** The CRM's settings (docs/crm.md): read only when CRM_PROVIDER names the CRM. */
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().max(4000).optional());

export const CRM_PROVIDER_SETTINGS = ['NONE', 'AMOCRM', 'BITRIX24'] as const;
export type CrmProviderSetting = (typeof CRM_PROVIDER_SETTINGS)[number];

export const crmSettings = {
  /** `NONE` (default), `AMOCRM` or `BITRIX24`: the CRM the bookings are synced with. */
  CRM_PROVIDER: z.enum(CRM_PROVIDER_SETTINGS).default('NONE'),
  AMOCRM_BASE_URL: optional,
  /** The long-lived token; a token entered on /integrations/crm takes its place. */
  AMOCRM_TOKEN: optional,
  /** The secret path segment of amoCRM's webhook (16+ characters; generated in development). */
  AMOCRM_WEBHOOK_SECRET: optional,
  /** Calls a second (default 5; amoCRM allows 7). */
  AMOCRM_RATE_PER_SECOND: optional,
  /** The inbound webhook base; one entered on /integrations/crm takes its place. */
  BITRIX24_WEBHOOK_URL: optional,
  /** The outbound webhook's application token (Bitrix24 shows it when the handler is added). */
  BITRIX24_APPLICATION_TOKEN: optional,
  /** Calls a second (default 2, Bitrix24's leaky bucket). */
  BITRIX24_RATE_PER_SECOND: optional,
};

type Settings = { [K in keyof typeof crmSettings]?: z.output<(typeof crmSettings)[K]> };

/** What a selected CRM needs at start (its credentials may come from the settings screen later). */
const REQUIRED: Record<Exclude<CrmProviderSetting, 'NONE'>, (keyof Settings)[]> = {
  AMOCRM: ['AMOCRM_BASE_URL', 'AMOCRM_WEBHOOK_SECRET'],
  BITRIX24: ['BITRIX24_APPLICATION_TOKEN'],
};

/** Stops the start with one line naming what a selected CRM lacks (never a value). */
export function checkCrmSettings(env: Settings): void {
  const provider = env.CRM_PROVIDER ?? 'NONE';
  if (provider === 'NONE') return;
  const missing = REQUIRED[provider].filter((k) => !env[k]);
  if (missing.length)
    throw new Error(`CRM_PROVIDER=${provider} needs ${missing.join(' and ')} (not set)`);
  if (env.AMOCRM_WEBHOOK_SECRET !== undefined && env.AMOCRM_WEBHOOK_SECRET.length < 16)
    throw new Error('AMOCRM_WEBHOOK_SECRET must be at least 16 characters');
}
