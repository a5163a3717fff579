/**
 * The CRM (docs/crm.md): the sender of the outbox (services/crm-outbox) through the connector of
 * CRM_PROVIDER, the CRM's webhooks turned into deal steps, and the settings screen's procedures.
 */
export { connectorFor, CrmNotConnected } from './connector';
export { handleCrmWebhook, type IncomingOutcome } from './incoming';
export { connectCrm, crmPipelines, crmSettingsView, testCrm, updateCrmSettings } from './manage';
export { listCrmOutbox, replayCrmOutbox } from './outbox';
export { runCrmSender, type SenderRun } from './run';
export { backoffMs, sendDueChanges, type PassResult } from './sender';
export { readSettings } from './settings';
