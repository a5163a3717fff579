import { exclusionConflict } from '@app/pricing';
import type { RouterOutputs } from '~/trpc/client';

/**
 * The unit card's calculator, pure (unit-tested in apps/web/test/unit/unit-pricing/unit-pricing.test.ts): the
 * unit's conditions as choices, the quote request from what is ticked, and which choices an
 * exclusion blocks.
 */

export type ConditionKind = 'discount' | 'option';

/** A discount condition as `discountConditions.validOn` answers it. */
export type DiscountCondition = RouterOutputs['discountConditions']['validOn']['items'][number];
/** An option condition as `optionConditions.validOn` answers it. */
export type OptionCondition = RouterOutputs['optionConditions']['validOn']['items'][number];
/** A condition of the unit, either kind. */
export type UnitCondition = DiscountCondition | OptionCondition;
type ConditionItem = NonNullable<DiscountCondition['discount'] | OptionCondition['option']>;

/** One condition of the unit, as the calculator and the conditions list show it. */
export interface PriceChoice {
  kind: ConditionKind;
  /** The discount's or option's id: what `pricing.quote` takes. */
  ref: string;
  description: string;
  /** Both directions: A excluding B forbids the pair whichever lists the other. */
  excludes: string[];
  /** Applied whatever is chosen (the rule, or an option used by default). */
  byDefault: boolean;
  condition: UnitCondition;
}

function toChoice(
  kind: ConditionKind,
  c: UnitCondition,
  item: ConditionItem | null,
  itemByDefault: boolean,
): PriceChoice {
  return {
    kind,
    ref: item?.id ?? '',
    description: item?.description || (item?.id ?? '').slice(0, 8),
    excludes: [...(item?.exclusions ?? []), ...(item?.excludedBy ?? [])],
    byDefault: c.used_by_default || itemByDefault,
    condition: c,
  };
}

/** A discount condition as a choice: it applies by default by its rule only. */
export const discountChoice = (c: DiscountCondition) => toChoice('discount', c, c.discount, false);
/** An option condition as a choice: by its rule, or because its option is used by default. */
export const optionChoice = (c: OptionCondition) =>
  toChoice('option', c, c.option, Boolean(c.option?.used_by_default));

/** `pricing.quote`'s input: the chosen refs of each kind, sorted (a stable query key). */
export function quoteRequest(
  unit: string,
  choices: readonly PriceChoice[],
  chosen: ReadonlySet<string>,
) {
  const refs = (kind: ConditionKind) =>
    choices
      .filter((c) => c.kind === kind && !c.byDefault && chosen.has(c.ref))
      .map((c) => c.ref)
      .sort();
  return { unit, discounts: refs('discount'), options: refs('option') };
}

/**
 * For each choice that may not be ticked now, the applied one (default or chosen, of the same
 * kind: the server checks discounts and options apart) that excludes it.
 */
export function blockedBy(
  choices: readonly PriceChoice[],
  chosen: ReadonlySet<string>,
): Map<string, PriceChoice> {
  const applied = choices.filter((c) => c.byDefault || chosen.has(c.ref));
  const blocked = new Map<string, PriceChoice>();
  for (const c of choices) {
    if (c.byDefault || chosen.has(c.ref)) continue;
    const by = applied.find(
      (a) =>
        a.kind === c.kind &&
        exclusionConflict([
          { id: a.ref, exclusions: a.excludes },
          { id: c.ref, exclusions: c.excludes },
        ]) !== null,
    );
    if (by) blocked.set(c.ref, by);
  }
  return blocked;
}

/** The two ids a PRICING_EXCLUSION_CONFLICT message names ("… exclude each other: A and B"). */
export function conflictRefs(message: string): [string, string] | null {
  const ids = message.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi);
  return ids && ids.length >= 2 ? [ids[0] as string, ids[1] as string] : null;
}
