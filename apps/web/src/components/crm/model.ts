import type { DealStage, FilterItem } from '@app/validators';
import type { RouterOutputs } from '~/trpc/client';

/** The CRM connection as `crm.settings` sends it (the credential masked). */
export type CrmSettings = RouterOutputs['crm']['settings'];
export type CrmProvider = CrmSettings['provider'];
/** A provider that is configured (CRM_PROVIDER other than NONE). */
export type LiveProvider = Exclude<CrmProvider, 'NONE'>;
export type CrmPipeline = RouterOutputs['crm']['pipelines']['items'][number];
/** An outbox row as `crm.outbox` sends it. */
export type OutboxRow = RouterOutputs['crm']['outbox']['items'][number];
export type OutboxStatus = OutboxRow['status'];

/**
 * DEAL_STAGES and CRM_OUTBOX_STATUSES of @app/validators, copied because importing values from
 * there brings zod into the screen's first load; a unit test keeps the copies equal.
 */
export const STAGES = [
  'DEAL_STAGE_BOOKED',
  'DEAL_STAGE_PAID',
  'DEAL_STAGE_CONTRACT',
  'DEAL_STAGE_SIGNED',
  'DEAL_STAGE_REGISTERED',
  'DEAL_STAGE_COMPLETED',
  'DEAL_STAGE_CANCELLED',
] as const satisfies DealStage[];

export const OUTBOX_STATUSES = [
  'PENDING',
  'FAILED',
  'SENT',
  'SKIPPED',
] as const satisfies readonly OutboxStatus[];

/** The environment variable a credential from the environment comes from. */
export const CREDENTIAL_VARIABLE = {
  AMOCRM: 'AMOCRM_TOKEN',
  BITRIX24: 'BITRIX24_WEBHOOK_URL',
} as const satisfies Record<LiveProvider, string>;

/** The connection's state as the screen says it. */
export type ConnectionState = 'connected' | 'refused' | 'missing';
export const connectionState = (
  s: Pick<CrmSettings, 'connected' | 'auth_failed_at'>,
): ConnectionState => (s.connected ? 'connected' : s.auth_failed_at ? 'refused' : 'missing');

/** The `filter.filters` of crm.outbox for the status filter (none: every row). */
export function outboxFilters(status: OutboxStatus | undefined): FilterItem[] {
  return status ? [{ property: 'status', operator: 'EQ', value: [status] }] : [];
}

/** The stage map as the form holds it: every stage, '' for "not sent". */
export type StageForm = Record<DealStage, string>;

/** The saved map as the form's values. */
export function stageForm(stages: CrmSettings['stages']): StageForm {
  return Object.fromEntries(STAGES.map((s) => [s, stages[s] ?? ''])) as StageForm;
}

/** The form's values as `crm.updateSettings` takes `stages`: the unmapped ones left out. */
export function stagesToSave(form: StageForm): Partial<Record<DealStage, string>> {
  return Object.fromEntries(STAGES.filter((s) => form[s]).map((s) => [s, form[s]]));
}

/**
 * Another pipeline chosen: a stage keeps its status only if the new pipeline has it (a status id
 * of another pipeline would move the deal out of the chosen one).
 */
export function keepStatusesOf(form: StageForm, pipeline: CrmPipeline | undefined): StageForm {
  const ids = new Set(pipeline?.statuses.map((s) => s.id) ?? []);
  return Object.fromEntries(STAGES.map((s) => [s, ids.has(form[s]) ? form[s] : ''])) as StageForm;
}

/** The CRM's pipeline or category field of `crm.settings` and `crm.updateSettings`. */
export const pipelineField = (provider: LiveProvider) =>
  provider === 'AMOCRM' ? ('pipeline_id' as const) : ('category_id' as const);

/** The catalog key of an outbox event (`webhooks.events.<key>`), or none for an unknown one. */
const EVENT_KEYS = {
  'booking.created': 'booking_created',
  'booking.updated': 'booking_updated',
  'booking.cancelled': 'booking_cancelled',
  'booking.expired': 'booking_expired',
  'booking.paid': 'booking_paid',
  'booking.stage_changed': 'booking_stage_changed',
} as const;
export type OutboxEventKey = (typeof EVENT_KEYS)[keyof typeof EVENT_KEYS];
export const outboxEventKey = (event: string): OutboxEventKey | undefined =>
  Object.hasOwn(EVENT_KEYS, event) ? EVENT_KEYS[event as keyof typeof EVENT_KEYS] : undefined;
