import { count, sql } from 'drizzle-orm';
import { CrmError, type CrmConnector } from '@app/integration-kit';
import { crmOutbox, type Db } from '@app/db';
import type { ConnectCrmData, CrmProvider, UpdateCrmSettingsData } from '@app/validators';
import { getEnv } from '../../env';
import { AppError, badRequest, conflict } from '../../errors';
import { iso } from '../../lib/dto';
import type { AuthUser } from '../auth';
import { connectorFor, CrmNotConnected } from './connector';
import {
  credentialOf,
  masked,
  readSettings,
  sealCredential,
  writeSettings,
  type CrmSettingsRow,
} from './settings';

/** The connector, or 409 CRM_NOT_CONNECTED naming what is missing. */
function connected(row: CrmSettingsRow): CrmConnector {
  try {
    return connectorFor(row);
  } catch (e) {
    if (e instanceof CrmNotConnected) throw conflict('CRM_NOT_CONNECTED', e.message);
    throw e;
  }
}

/** A CRM call for a person: its refusal or outage as the API's error. */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (!(e instanceof CrmError)) throw e;
    if (e.kind === 'RETRY')
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'CRM_UNAVAILABLE',
        `The CRM did not answer: ${e.message}`,
        {
          retryAfter: Math.ceil((e.retryAfterMs ?? 5000) / 1000),
        },
      );
    throw badRequest('CRM_CREDENTIAL_REFUSED', 'The CRM refused the call', {
      credential: [e.answer ?? e.message],
    });
  }
}

/** `crm.settings`: the connection, its credential masked, the stage map, the outbox's counts. */
export async function crmSettingsView(db: Db) {
  const env = getEnv();
  const row = await readSettings(db);
  const credential = env.CRM_PROVIDER === 'NONE' ? null : credentialOf(row);
  const [open] = await db
    .select({
      pending: count(sql`case when ${crmOutbox.status} = 'PENDING' then 1 end`),
      failed: count(sql`case when ${crmOutbox.status} = 'FAILED' then 1 end`),
    })
    .from(crmOutbox)
    .where(sql`${crmOutbox.status} in ('PENDING', 'FAILED')`);
  const base = env.PUBLIC_BASE_URL;
  const webhookUrl: Record<CrmProvider, string | null> = {
    NONE: null,
    AMOCRM: env.AMOCRM_WEBHOOK_SECRET
      ? `${base}/api/crm/amocrm/webhook/${masked(env.AMOCRM_WEBHOOK_SECRET)}`
      : null,
    BITRIX24: `${base}/api/crm/bitrix24/events`,
  };
  return {
    provider: env.CRM_PROVIDER,
    connected: Boolean(credential) && !row.auth_failed_at,
    credential: masked(credential),
    credential_source: credential ? (row.credentials ? 'SCREEN' : 'ENVIRONMENT') : null,
    pipeline_id: row.pipeline_id,
    category_id: row.category_id,
    stages: row.stages,
    auth_error: row.auth_error,
    auth_failed_at: row.auth_failed_at ? iso(row.auth_failed_at) : null,
    webhook_url: webhookUrl[env.CRM_PROVIDER],
    outbox: { pending: open?.pending ?? 0, failed: open?.failed ?? 0 },
  } as const;
}

/** `crm.updateSettings`: the pipeline or category and the stage map, replaced as given. */
export async function updateCrmSettings(db: Db, actor: AuthUser, input: UpdateCrmSettingsData) {
  await writeSettings(db, {
    ...(input.pipeline_id !== undefined ? { pipeline_id: input.pipeline_id } : {}),
    ...(input.category_id !== undefined ? { category_id: input.category_id } : {}),
    stages: input.stages,
    updated_by: actor.id,
  });
  return { message: 'CRM settings saved' };
}

/**
 * `crm.connect`: a new token (amoCRM) or inbound webhook URL (Bitrix24), tried with a real call
 * first and kept sealed only when the CRM takes it; the outbox's wait for credentials ends.
 */
export async function connectCrm(db: Db, actor: AuthUser, input: ConnectCrmData) {
  const row = await readSettings(db);
  const trial = { ...row, credentials: sealCredential(input.credential) };
  const connector = connected(trial);
  const { account } = await ask(() => connector.check());
  await writeSettings(db, {
    credentials: trial.credentials,
    auth_failed_at: null,
    auth_error: null,
    updated_by: actor.id,
  });
  return { account, message: `Connected to ${account}` };
}

/** `crm.test`: one real call with the credential in use; a success ends a wait for credentials. */
export async function testCrm(db: Db) {
  const row = await readSettings(db);
  const { account } = await ask(() => connected(row).check());
  if (row.auth_failed_at) await writeSettings(db, { auth_failed_at: null, auth_error: null });
  return { account, message: `The CRM answers: ${account}` };
}

/** `crm.pipelines`: the CRM's pipelines (amoCRM) or categories (Bitrix24) with their statuses. */
export async function crmPipelines(db: Db) {
  const row = await readSettings(db);
  return { items: await ask(() => connected(row).pipelines()) };
}
