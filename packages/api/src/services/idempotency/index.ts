/**
 * Idempotent mutations (`Idempotency-Key`): the records, the claim and the run, used by the tRPC
 * middleware in src/trpc.ts (and so by /api/v1, which calls the same procedures). Infrastructure:
 * imports no domain.
 */
export { IDEMPOTENCY_HEADER, canonicalJson, idempotencyKeyOf, requestHash } from './key';
export { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_WINDOW_MS, type StoredAnswer } from './store';
export {
  replayAnswer,
  runIdempotent,
  type IdempotentCall,
  type IdempotentResult,
  type Outcome,
} from './run';
