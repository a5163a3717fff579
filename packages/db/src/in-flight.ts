/**
 * How busy a database client is, for `db_client_operations_in_flight`: drizzle's statements and
 * transactions started on it and not settled yet (the connections in use, plus the operations
 * waiting for one above the pool's size). One increment and one decrement each, no timer.
 */

export interface ClientActivity {
  /** Statements and transactions started and not settled. */
  inFlight: number;
  /** The connections the client may open (the pool's size; 1 for PGlite). */
  max: number;
}

/** A count of operations in flight: `track` counts a pending result until it settles. */
export function inFlightCounter(max: number) {
  let inFlight = 0;
  const done = () => {
    inFlight -= 1;
  };
  return {
    /**
     * postgres.js's `unsafe` answers a lazy query (it runs when awaited): its settlement is
     * watched through Promise's own `then`, which does not start it, so drizzle's `.values()`
     * after the call still applies.
     */
    track<R>(result: R): R {
      if (result instanceof Promise) {
        inFlight += 1;
        Promise.prototype.then.call(result, done, done);
      }
      return result;
    },
    activity: (): ClientActivity => ({ inFlight, max }),
  };
}

/** `client` with `methods` counted while their result is pending (see inFlightCounter). */
export function countInFlight<T extends object>(
  client: T,
  methods: readonly string[],
  max: number,
): { client: T; activity: () => ClientActivity } {
  const counter = inFlightCounter(max);
  const counted = new Set(methods);
  const proxy = new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      if (typeof prop !== 'string' || !counted.has(prop)) return value.bind(target);
      return (...args: unknown[]) =>
        counter.track((value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
  return { client: proxy, activity: counter.activity };
}
