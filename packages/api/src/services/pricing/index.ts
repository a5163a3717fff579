/**
 * Pricing (`basePrices.*`, `discounts.*`, `options.*`, `*Conditions.*`, `pricing.quote`): prices,
 * discounts, options, exclusions, versioned unit conditions and the quote (@app/pricing). Below
 * bookings: a booking snapshots its unit's price here.
 */
export {
  basePriceAmount,
  basePriceOn,
  createBasePrice,
  createManyBasePrices,
  pricesOn,
  listBasePrices,
  toBasePriceDto,
  type BasePriceDto,
} from './base-prices';
export {
  createCatalogItem,
  listDiscounts,
  listOptions,
  type DiscountDto,
  type OptionDto,
} from './catalog';
export { conditionsValidOn, listConditions } from './conditions/read';
export type { ConditionDto } from './conditions/kinds';
export { createManyConditions } from './conditions/write-many';
// The writes of discounts, options and conditions, refusing two defaults that exclude each other.
export {
  createConditionChecked as createCondition,
  updateCatalogItemChecked as updateCatalogItem,
  updateConditionChecked as updateCondition,
} from './default-conflicts';
export { defaultQuotes, type DefaultQuote } from './default-quotes';
export {
  defaultPriceSql,
  listUnitsPriced,
  unitChangesPriced,
  withDefaultPrices,
} from './unit-prices';
export { pricingQuote, quoteUnit, quoteUnitExact, type ExactQuote } from './quote';
