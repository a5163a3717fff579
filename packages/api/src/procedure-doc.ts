/**
 * What a procedure declares beside its rule (trpc.ts writes both into its meta): its OpenAPI text,
 * its appCodes and an example input. REST, the OpenAPI document and the role matrix read them.
 */
import type { AppCode } from './app-codes';

type Example =
  string | number | boolean | null | readonly Example[] | { readonly [key: string]: Example };

export interface ProcedureDoc {
  /** The operation's summary in the OpenAPI document: one line. */
  summary: string;
  /** Its description there: the contract's words (docs/api.md#procedures). */
  description: string;
  /** The appCodes it may answer besides those every procedure may (docs/api.md#procedures). */
  appCodes?: readonly AppCode[];
  /** A public procedure that refuses bad credentials or tokens with 401. */
  unauthorized?: true;
  /**
   * A valid input, records named by `sample`'s placeholders (the role matrix calls the procedure
   * with it). Left out when the procedure takes no input or `{}`.
   */
  example?: Example;
}

/**
 * Placeholders for the records an example names; the role matrix puts its scene's in. The target's
 * records (the caller's own, or someone else's): `booking`, `group`, `unit`, `agent`, `deal` (a
 * booking's CRM deal), `queue` (a waiting entry), `link`, `document`. The scene's pricing records
 * (the sales head's, on `pricedUnit`) and `apiKey`. Fresh per call: `uuid`, `n` (7 digits, inside
 * a string), `now` (ISO), `freeUnit` (an available unit).
 */
export const sample = {
  booking: '{booking}',
  group: '{group}',
  unit: '{unit}',
  agent: '{agent}',
  deal: '{deal}',
  queue: '{queue}',
  link: '{link}',
  document: '{document}',
  pricedUnit: '{pricedUnit}',
  discount: '{discount}',
  option: '{option}',
  discountCondition: '{discountCondition}',
  optionCondition: '{optionCondition}',
  apiKey: '{apiKey}',
  uuid: '{uuid}',
  n: '{n}',
  now: '{now}',
  freeUnit: '{freeUnit}',
  customer: '{customer}',
} as const;

const samplePage = { page: 1, limit: 100, order_by: 'id', direction: 'asc' } as const;

/** A list's input: no filter, or only the records `ids`, with `extra` members of the filter. */
export function sampleList(ids?: readonly string[], extra: Record<string, Example> = {}) {
  const filters = ids ? [{ property: 'id', operator: 'IN', value: ids }] : [];
  return { filter: { filters, ...extra }, pagination: samplePage };
}

/** A list's input filtered on `property` (`op` over `values`). */
export const sampleListBy = (property: string, op: 'IN' | 'EQ', values: readonly string[]) => ({
  filter: { filters: [{ property, operator: op, value: values }] },
  pagination: samplePage,
});

export { samplePage };
