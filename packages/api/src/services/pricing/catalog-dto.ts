import type { OptionType } from '@app/validators';
import { iso, recordFields } from '../../lib/dto';

/** Discounts (`discounts.*`) and options (`options.*`) share one set of functions over a kind. */
export type CatalogKind = 'discount' | 'option';

interface Exclusions {
  exclusions: string[];
  excludedBy: string[];
}

/** The promotion period as stored (`active_*`: the version tables' `valid_*` are their intervals). */
interface Period {
  active_from: Date | null;
  active_to: Date | null;
}
type Common = Parameters<typeof recordFields>[0] & Period;

/** The period on the wire: `valid_from` / `valid_to`. */
export const periodFields = (r: Period) => ({
  valid_from: iso(r.active_from),
  valid_to: iso(r.active_to),
});

/** Whether `at` lies in a record's period (from inclusive, to exclusive; null: open). */
export const periodHolds = (p: { valid_from: string | null; valid_to: string | null }, at: Date) =>
  (p.valid_from === null || new Date(p.valid_from) <= at) &&
  (p.valid_to === null || at < new Date(p.valid_to));
/** A discount's fields: the current row or one of its versions. */
type DiscountFields = Common & { description: string | null; required_comment: boolean };
/** An option's fields: the current row or one of its versions. */
type OptionFields = Common & {
  type: OptionType;
  description: string | null;
  used_by_default: boolean;
};

/** The API's Discount: the record, its own exclusions and the derived `excludedBy`. */
export const discountDto = (r: DiscountFields, ex: Exclusions) => ({
  ...recordFields(r),
  description: r.description,
  required_comment: r.required_comment,
  ...periodFields(r),
  exclusions: ex.exclusions,
  excludedBy: ex.excludedBy,
});
export type DiscountDto = ReturnType<typeof discountDto>;

/** The API's Option. */
export const optionDto = (r: OptionFields, ex: Exclusions) => ({
  ...recordFields(r),
  type: r.type,
  description: r.description,
  used_by_default: r.used_by_default,
  ...periodFields(r),
  exclusions: ex.exclusions,
  excludedBy: ex.excludedBy,
});
export type OptionDto = ReturnType<typeof optionDto>;
