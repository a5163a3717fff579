/**
 * Pricing (ops 22-37, `pricing.quote`, `basePrices.createMany`): base prices, discounts, options,
 * their exclusions and the versioned unit conditions, and the quote from the one shared
 * calculation (@app/pricing). Below bookings: a booking snapshots its unit's price from here.
 */
export {
  basePriceAmount,
  basePriceOn,
  createBasePrice,
  createManyBasePrices,
  currentPrices,
  listBasePrices,
  toBasePriceDto,
  type BasePriceDto,
} from './base-prices';
export {
  createCatalogItem,
  listDiscounts,
  listOptions,
  updateCatalogItem,
  type DiscountDto,
  type OptionDto,
} from './catalog';
export {
  conditionsValidOn,
  createCondition,
  listConditions,
  updateCondition,
  type ConditionDto,
} from './conditions';
export { pricingQuote, quoteUnit, quoteUnitExact, type ExactQuote } from './quote';
