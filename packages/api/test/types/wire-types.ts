/**
 * Checked by `tsc` (pnpm typecheck), not run: no procedure returns a `Date`. The client receives
 * ISO strings (docs/api.md#transport) but a server-side caller gets what the procedure returns, so
 * DTOs return ISO strings and a DTO returning a Date fails here.
 */
import type { createCaller } from '../helpers';

type HasDate<T> = T extends Date
  ? true
  : T extends readonly (infer U)[]
    ? HasDate<U>
    : T extends object
      ? true extends { [K in keyof T]-?: HasDate<T[K]> }[keyof T]
        ? true
        : false
      : false;

/** What each procedure returns, as the server-side caller sees it. */
type Returns<T> = T extends (...args: never[]) => Promise<infer O>
  ? O
  : { [K in keyof T]: Returns<T[K]> };

type Outputs = Returns<ReturnType<typeof createCaller>>;

export const noDateInAnyOutput: HasDate<Outputs> extends false ? true : never = true;
