import { eq, sql } from 'drizzle-orm';
import { crmSettings, type Db } from '@app/db';
import type { DealStage } from '@app/validators';
import { getEnv } from '../../env';
import { openSecret, sealSecret } from '../webhooks';

export type CrmSettingsRow = typeof crmSettings.$inferSelect;

const PURPOSE = 'crm-credential.v1' as const;

const EMPTY: CrmSettingsRow = {
  id: 'default',
  pipeline_id: null,
  category_id: null,
  stages: {},
  credentials: null,
  auth_failed_at: null,
  auth_error: null,
  updated_by: null,
  updated_at: new Date(0),
};

/** The one settings row (defaults until a sales head saves one). */
export async function readSettings(db: Db): Promise<CrmSettingsRow> {
  const [row] = await db.select().from(crmSettings).where(eq(crmSettings.id, 'default'));
  return row ?? EMPTY;
}

/** Writes part of the settings row, creating it on first use. */
export async function writeSettings(
  db: Db,
  patch: Partial<Omit<CrmSettingsRow, 'id' | 'updated_at'>>,
  now = new Date(),
): Promise<void> {
  await db
    .insert(crmSettings)
    .values({ id: 'default', ...patch, updated_at: now })
    .onConflictDoUpdate({ target: crmSettings.id, set: { ...patch, updated_at: now } });
}

/**
 * The credential in use: the one entered on the settings screen (sealed in the database), else
 * the environment's (amoCRM's token, Bitrix24's inbound webhook URL); null when there is none.
 */
export function credentialOf(row: CrmSettingsRow): string | null {
  if (row.credentials) return openSecret(row.credentials, PURPOSE);
  const env = getEnv();
  if (env.CRM_PROVIDER === 'AMOCRM') return env.AMOCRM_TOKEN ?? null;
  if (env.CRM_PROVIDER === 'BITRIX24') return env.BITRIX24_WEBHOOK_URL ?? null;
  return null;
}

/** A credential entered on the screen, sealed for the database. */
export const sealCredential = (credential: string) => sealSecret(credential, PURPOSE);

/** A credential as the screen shows it: its first and last 4 characters around bullets. */
export function masked(credential: string | null): string | null {
  if (!credential) return null;
  if (credential.length <= 12) return '••••••••';
  return `${credential.slice(0, 4)}••••••••${credential.slice(-4)}`;
}

/** Marks the CRM's refusal once (the first failure's moment stays); true when it is new. */
export async function markAuthFailed(
  db: Db,
  error: string,
  now = new Date(),
): Promise<Date | null> {
  const rows = await db
    .insert(crmSettings)
    .values({ id: 'default', auth_failed_at: now, auth_error: error, updated_at: now })
    .onConflictDoUpdate({
      target: crmSettings.id,
      set: { auth_failed_at: now, auth_error: error },
      setWhere: sql`${crmSettings.auth_failed_at} is null`,
    })
    .returning({ at: crmSettings.auth_failed_at });
  return rows[0]?.at ?? null;
}

/** The stages map as saved: only DEAL_STAGE_* names with a status id. */
export type StageMap = Partial<Record<DealStage, string>>;
