/** The CRM's outbox (docs/crm.md): written in the change's transaction, claimed in order by the sender. */
export { recordCrmChange, type CrmEvent } from './record';
export {
  claimDueRows,
  CRM_LEASE_MS,
  finishRow,
  releaseRow,
  replayRows,
  retryRow,
  type ClaimedRow,
  type CrmOutboxRow,
} from './claim';
