import {
  connectCrmInput,
  crmNoInput,
  crmOutboxInput,
  replayCrmInput,
  updateCrmSettingsInput,
} from '@app/validators';
import {
  crmOutboxOutput,
  crmPipelinesOutput,
  crmReplayOutput,
  crmSettingsOutput,
  crmTestOutput,
  messageOutput,
} from '@app/validators/outputs';
import { sampleList } from '../procedure-doc';
import {
  connectCrm,
  crmPipelines,
  crmSettingsView,
  listCrmOutbox,
  replayCrmOutbox,
  testCrm,
  updateCrmSettings,
} from '../services/crm';
import { createTRPCRouter, procedureFor } from '../trpc';

/** The CRM connection and its outbox (docs/crm.md), for sales heads. */
export const crmRouter = createTRPCRouter({
  settings: procedureFor('crm.manage', {
    summary: 'The CRM connection: provider, masked credential, stage map, outbox counts',
    description:
      'The CRM of `CRM_PROVIDER` as the settings screen shows it: the credential masked (entered on the screen or from the environment), the pipeline or category, the map of `DEAL_STAGE_*` to the CRM’s status ids, whether the CRM refused the credential, the address its webhooks go to, and the outbox’s pending and failed counts.',
    example: {},
  })
    .input(crmNoInput)
    .output(crmSettingsOutput)
    .query(({ ctx }) => crmSettingsView(ctx.db)),
  updateSettings: procedureFor('crm.manage', {
    summary: 'Maps the deal stages to the CRM’s statuses',
    description:
      'Saves the pipeline (amoCRM) or category (Bitrix24) and `stages`, a map of `DEAL_STAGE_*` names to the CRM’s status ids (amoCRM: numbers; Bitrix24: stage ids), replaced as given. A stage without a mapping moves nothing.',
    example: { pipeline_id: '7001', stages: { DEAL_STAGE_BOOKED: '142001' } },
  })
    .input(updateCrmSettingsInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => updateCrmSettings(ctx.db, ctx.user, input)),
  connect: procedureFor('crm.manage', {
    summary: 'Connects the CRM with a token or webhook URL, checked by a real call',
    description:
      'amoCRM’s long-lived token or Bitrix24’s inbound webhook URL, entered once: tried with a real call (amoCRM `GET /api/v4/account`, Bitrix24 `profile`), then kept sealed; never shown again in full. Ends a wait for credentials.',
    appCodes: ['CRM_NOT_CONNECTED', 'CRM_CREDENTIAL_REFUSED', 'CRM_UNAVAILABLE'],
    example: { credential: 'eyJ0eXAiOiJKV1QiLCJhbGciOi…' },
  })
    .input(connectCrmInput)
    .output(crmTestOutput)
    .mutation(({ ctx, input }) => connectCrm(ctx.db, ctx.user, input)),
  test: procedureFor('crm.manage', {
    summary: 'One real call to the CRM with the credential in use',
    description:
      'Calls the CRM once with the credential in use and answers the account it opens; a success ends a wait for credentials.',
    appCodes: ['CRM_NOT_CONNECTED', 'CRM_CREDENTIAL_REFUSED', 'CRM_UNAVAILABLE'],
    example: {},
  })
    .input(crmNoInput)
    .output(crmTestOutput)
    .mutation(({ ctx }) => testCrm(ctx.db)),
  pipelines: procedureFor('crm.manage', {
    summary: 'The CRM’s pipelines or categories with their statuses',
    description:
      'Read from the CRM: amoCRM `GET /api/v4/leads/pipelines`; Bitrix24 `crm.dealcategory.list` and `crm.status.list`.',
    appCodes: ['CRM_NOT_CONNECTED', 'CRM_CREDENTIAL_REFUSED', 'CRM_UNAVAILABLE'],
    example: {},
  })
    .input(crmNoInput)
    .output(crmPipelinesOutput)
    .query(({ ctx }) => crmPipelines(ctx.db)),
  outbox: procedureFor('crm.manage', {
    summary: 'The CRM outbox: pending, sent, skipped and failed changes',
    description:
      'The booking changes the CRM hears, list form (filters `status`, `booking`, `event`, `created_at`; order `seq`, `created_at`), each with its attempts, next try and the CRM’s last answer.',
    appCodes: ['INVALID_FILTER', 'INVALID_ORDER'],
    example: sampleList(),
  })
    .input(crmOutboxInput)
    .output(crmOutboxOutput)
    .query(({ ctx, input }) => listCrmOutbox(ctx.db, input)),
  replay: procedureFor('crm.manage', {
    summary: 'Sends failed changes again',
    description:
      'FAILED outbox rows (`ids`, or every failed one) back to PENDING, sent again in their booking’s order.',
    example: {},
  })
    .input(replayCrmInput)
    .output(crmReplayOutput)
    .mutation(({ ctx, input }) => replayCrmOutbox(ctx.db, input)),
});
