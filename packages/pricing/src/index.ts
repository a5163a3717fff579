/**
 * @app/pricing — the one price calculation, shared by `pricing.quote`, the
 * booking's price snapshot, the screens' live preview and the PDF documents. Pure and
 * browser-safe: no Node APIs, no server imports, only decimal.js.
 *
 *   type Money = string                      "12450000.00": always 2 decimals
 *   type DecimalLike = string | number       numbers or decimal strings (PostgreSQL numeric)
 *   basePrice(bp, area): Decimal             fixed_price if not null, else price_per_sq_m × area
 *   basePriceLine(bp, area): Money           the base price's line: basePrice rounded to kopecks
 *   conditionAmount(c, base, area): Decimal  sum + percent × base + sum_per_sq_m × area
 *                                            (percent is a fraction 0..1; null/absent terms are 0)
 *   quote({ basePrice, area, conditions }): Quote
 *   conditionParts(c, bp, area): parts      a condition's amount term by term (₽, % of the
 *                                            base, ₽/m² × area) and its line amount, for forms
 *   sumLines(base, lines): totals            options/discounts totals and the clamped total of
 *                                            lines already rounded (what a document prints)
 *   exclusionConflict(chosen): [a, b] | null first pair that may not be combined (symmetric)
 *   roundMoney(x): Money                     2 decimals, ROUND_HALF_UP, never "-0.00" (a Decimal,
 *                                            number or decimal string: the one toFixed(2))
 *   toMoney(x): Money                        exact, 2 decimals; more decimals are INVALID_NUMBER
 *   percentChange(price, percent): Money     price × (1 + percent / 100), rounded (bulk repricing)
 *   toDecimal(x): Decimal, PricingError      parsing; code INVALID_NUMBER | NO_BASE_PRICE |
 *                                            INVALID_SCHEDULE
 *   generateSchedule({ total, months, firstPayment, ratePercent, startDate, area }): Schedule
 *                                            payment schedule: first payment, then equal or
 *                                            annuity instalments (schedule.ts); exact sums
 *
 * Money is exact decimal arithmetic (decimal.js, 50 significant digits), never binary floating
 * point. Every line of a quote is rounded to kopecks ON ITS OWN, and the totals are sums of the
 * rounded lines, so whatever prints the lines adds up, kopeck for kopeck, to the total it prints:
 *
 *   base_price      = round(fixed_price, or price_per_sq_m × area)
 *   line.amount     = round(sum + percent × base_price + sum_per_sq_m × area)   exact, rounded once;
 *                     the percent applies to the ROUNDED base price (the figure printed)
 *   line.signed     = −amount for a discount, +amount for an option
 *   options_total   = Σ option lines' amounts      discounts_total = Σ discount lines' amounts
 *   total           = max(base_price + options_total − discounts_total, 0)
 *
 * Rounding is ROUND_HALF_UP to kopecks (half a kopeck goes away from zero), the usual rule for
 * roubles.
 *
 * Clamping: if the discounts exceed the price, `total` is "0.00", never negative — a customer is
 * never quoted a negative price. The lines and `discounts_total` still show the full discounts.
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
