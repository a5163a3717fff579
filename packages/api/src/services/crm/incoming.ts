import { and, desc, eq } from 'drizzle-orm';
import type { CrmConnector, CrmIncoming, CrmStageEvent } from '@app/integration-kit';
import { bookings, crmSync, SYSTEM_USER_ID, type Db } from '@app/db';
import type { DealStage } from '@app/validators';
import { AppError } from '../../errors';
import { log } from '../../lib/log';
import type { AuthUser } from '../auth';
import { advanceBooking } from '../booking-lifecycle';
import { effectiveDealStage } from '../bookings';
import { readSettings, type CrmSettingsRow } from './settings';

const crmLog = log.child({ component: 'crm' });

/** amoCRM's "closed, lost" status: in every pipeline, cancels whatever the map says. */
const AMOCRM_LOST = '143';

/** Who the CRM's changes are made as: the system user, with the rights of a sales head. */
const CRM_ACTOR: AuthUser = { id: SYSTEM_USER_ID, email: 'system', roles: ['ROLE_SALES_HEAD'] };

export type IncomingOutcome =
  { status: 'UNAUTHENTIC' | 'MALFORMED'; detail: string } | { status: 'OK'; applied: number };

/** The deal stage a CRM status means here (only CANCELLED and CONTRACT move a booking). */
export function stageOfStatus(
  settings: CrmSettingsRow,
  connector: Pick<CrmConnector, 'name'>,
  status: string,
): DealStage | null {
  if (status === settings.stages.DEAL_STAGE_CANCELLED) return 'DEAL_STAGE_CANCELLED';
  if (connector.name === 'AMOCRM' && status === AMOCRM_LOST) return 'DEAL_STAGE_CANCELLED';
  if (status === settings.stages.DEAL_STAGE_CONTRACT) return 'DEAL_STAGE_CONTRACT';
  return null;
}

/**
 * A CRM's webhook (docs/crm.md): proven by the connector (amoCRM's secret path, Bitrix24's
 * application token and a read-back), then each moved lead or deal whose status means CANCELLED or
 * CONTRACT moves its live booking, as the system user with the CRM named in the step's comment.
 * A duplicate or a late event changes nothing twice: the booking's own rules refuse a second step.
 */
export async function handleCrmWebhook(
  db: Db,
  connector: CrmConnector,
  req: CrmIncoming,
  now = new Date(),
): Promise<IncomingOutcome> {
  const check = await connector.authenticateIncoming(req);
  if (!check.ok) return { status: check.outcome, detail: check.detail };
  const settings = await readSettings(db);
  let applied = 0;
  for (const event of check.events)
    if (await applyEvent(db, connector, settings, event, now)) applied += 1;
  return { status: 'OK', applied };
}

async function applyEvent(
  db: Db,
  connector: CrmConnector,
  settings: CrmSettingsRow,
  event: CrmStageEvent,
  now: Date,
): Promise<boolean> {
  const stage = stageOfStatus(settings, connector, event.stageId);
  if (!stage) return false;
  const [b] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.crm_deal_id, event.dealId), eq(bookings.active, true)))
    .orderBy(desc(bookings.created_at))
    .limit(1);
  if (!b) return false;
  const current = effectiveDealStage(b, now);
  const moves =
    stage === 'DEAL_STAGE_CANCELLED'
      ? current !== 'DEAL_STAGE_CANCELLED'
      : current === 'DEAL_STAGE_PAID';
  if (!moves) return false;
  // What the CRM did, kept before the change it causes: the sender does not send it back.
  const heard = { remote_stage: stage, heard_at: now };
  await db
    .insert(crmSync)
    .values({ booking: b.id, ...heard })
    .onConflictDoUpdate({ target: crmSync.booking, set: heard });
  const name = connector.name === 'AMOCRM' ? 'amoCRM' : 'Bitrix24';
  try {
    await advanceBooking(
      db,
      CRM_ACTOR,
      { id: b.id, stage, comment: `${name}: статус ${event.stageId} сделки ${event.dealId}` },
      now,
    );
    return true;
  } catch (e) {
    // Another event (or a person) moved it meanwhile: nothing to do twice.
    if (e instanceof AppError && e.code === 'CONFLICT') return false;
    crmLog.error({ err: e, booking: b.id }, 'a CRM change could not be applied');
    throw e;
  }
}
