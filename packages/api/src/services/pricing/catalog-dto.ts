import type { OptionType } from '@app/validators';
import { recordFields } from '../../lib/dto';

/** Discounts (`discounts.*`) and options (`options.*`) share one set of functions over a kind. */
export type CatalogKind = 'discount' | 'option';

interface Exclusions {
  exclusions: string[];
  excludedBy: string[];
}

type Common = Parameters<typeof recordFields>[0];
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
  exclusions: ex.exclusions,
  excludedBy: ex.excludedBy,
});
export type OptionDto = ReturnType<typeof optionDto>;
