import type { CrmConnector } from '@app/integration-kit';
import * as amocrm from '@app/integration-amocrm';
import * as bitrix24 from '@app/integration-bitrix24';
import { getEnv } from '../../env';
import { credentialOf, type CrmSettingsRow } from './settings';

/** A CRM that is selected but cannot be called: no credential yet, or one the connector refuses. */
export class CrmNotConnected extends Error {}

let cached: { key: string; connector: CrmConnector } | undefined;

/**
 * The connector of the CRM the environment selects, with the credential in use (the screen's, else
 * the environment's). One instance per credential, so its token bucket paces every call of this
 * process. Throws CrmNotConnected naming what is missing or invalid (never a value).
 */
export function connectorFor(row: CrmSettingsRow, fetchImpl?: typeof fetch): CrmConnector {
  const env = getEnv();
  if (env.CRM_PROVIDER === 'NONE') throw new CrmNotConnected('CRM_PROVIDER is NONE');
  const credential = credentialOf(row);
  const vars =
    env.CRM_PROVIDER === 'AMOCRM'
      ? {
          AMOCRM_BASE_URL: env.AMOCRM_BASE_URL,
          AMOCRM_TOKEN: credential ?? undefined,
          AMOCRM_WEBHOOK_SECRET: env.AMOCRM_WEBHOOK_SECRET,
          AMOCRM_RATE_PER_SECOND: env.AMOCRM_RATE_PER_SECOND,
        }
      : {
          BITRIX24_WEBHOOK_URL: credential ?? undefined,
          BITRIX24_APPLICATION_TOKEN: env.BITRIX24_APPLICATION_TOKEN,
          BITRIX24_RATE_PER_SECOND: env.BITRIX24_RATE_PER_SECOND,
        };
  const key = JSON.stringify([env.CRM_PROVIDER, vars, Boolean(fetchImpl)]);
  if (cached?.key === key && !fetchImpl) return cached.connector;
  const deps = fetchImpl ? { fetch: fetchImpl } : {};
  const connector = build(env.CRM_PROVIDER, vars, deps);
  if (!fetchImpl) cached = { key, connector };
  return connector;
}

function build(
  provider: 'AMOCRM' | 'BITRIX24',
  vars: Record<string, string | undefined>,
  deps: { fetch?: typeof fetch },
): CrmConnector {
  const parsed = provider === 'AMOCRM' ? amocrm.configFromEnv(vars) : bitrix24.configFromEnv(vars);
  if (!parsed.ok)
    throw new CrmNotConnected(
      [...parsed.missing.map((n) => `${n} is not set`), ...parsed.invalid].join('; '),
    );
  return provider === 'AMOCRM'
    ? amocrm.createAmoCrmConnector(parsed.config as amocrm.AmoCrmConfig, deps)
    : bitrix24.createBitrix24Connector(parsed.config as bitrix24.Bitrix24Config, deps);
}
