/** Rate limits (product.md §4), with counters in the database or Redis. */
export {
  blockedFor,
  closeRateLimitStores,
  consume,
  refund,
  reset,
  type RateLimitName,
} from './limiter';
