/**
 * @app/pricing: the one price calculation (quote, snapshot, live previews, PDFs) and money
 * formatting. Pure and browser-safe: no Node APIs, no server imports, only decimal.js.
 */
export type { Decimal, DecimalLike, Money } from './money';
export { PricingError, percentChange, roundMoney, toDecimal, toMoney } from './money';
export type { BasePriceInput, QuoteCondition, Quote, QuoteInput, QuoteLine } from './quote';
export { basePrice, basePriceLine, conditionAmount, quote, sumLines } from './quote';
export type { ConditionParts } from './parts';
export { conditionParts } from './parts';
export type { Schedule, ScheduleInput, ScheduleRow } from './schedule';
export { addMonthsClamped, generateSchedule } from './schedule';
export type { ExclusionItem } from './exclusions';
export { exclusionConflict } from './exclusions';
export type { NumberLocale, ParseNumberError, ParsedNumber } from './format';
export {
  MINUS,
  NBSP,
  currencySign,
  formatDecimal,
  formatMoney,
  formatMoneyShort,
  formatSignedMoney,
  parseLocalNumber,
} from './format';
