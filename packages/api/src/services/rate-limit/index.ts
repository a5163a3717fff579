/** Rate limits (docs/api.md#authentication), with counters in the database or Redis. */
export {
  blockedFor,
  closeRateLimitStores,
  consume,
  refund,
  reset,
  type RateLimitName,
} from './limiter';
