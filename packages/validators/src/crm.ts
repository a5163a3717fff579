import { z } from 'zod';
import { uuid } from './common';
import { listInput } from './list';
import { DEAL_STAGES } from './statuses';
import { text } from './text';

/** CRM_PROVIDER (docs/crm.md): the CRM the bookings are synced with. */
export const CRM_PROVIDERS = ['NONE', 'AMOCRM', 'BITRIX24'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

/** An outbox row's state: PENDING until sent, SKIPPED (nothing new for the CRM), FAILED (refused). */
export const CRM_OUTBOX_STATUSES = ['PENDING', 'SENT', 'SKIPPED', 'FAILED'] as const;

const statusId = text(64, { trim: true }).regex(/^[A-Za-z0-9:_-]+$/, 'A CRM status id');

/** `crm.updateSettings`: the pipeline (amoCRM) or category (Bitrix24), and the stage map. */
export const updateCrmSettingsInput = z.object({
  pipeline_id: statusId.nullable().optional(),
  category_id: statusId.nullable().optional(),
  stages: z.partialRecord(z.enum(DEAL_STAGES), statusId),
});
export type UpdateCrmSettingsData = z.output<typeof updateCrmSettingsInput>;

/** `crm.connect`: amoCRM's long-lived token or Bitrix24's inbound webhook URL, entered once. */
export const connectCrmInput = z.object({
  credential: text(4000, { trim: true }).min(1, 'Paste the token or the webhook URL'),
});
export type ConnectCrmData = z.output<typeof connectCrmInput>;

/** `crm.outbox`: the outbox rows, newest first by default (filters: status, booking, event). */
export const crmOutboxInput = listInput({});

/** `crm.replay`: FAILED rows back to PENDING: these, or every failed one. */
export const replayCrmInput = z.object({
  ids: z.array(uuid).min(1).max(100).optional(),
});
export type ReplayCrmData = z.output<typeof replayCrmInput>;

/** `crm.settings`, `crm.test`, `crm.pipelines`: no input. */
export const crmNoInput = z.object({}).prefault({});
