/**
 * As output-types.test.ts, for pricing, payments and documents: each schema's type equals its
 * service's return type. Checked by the typecheck (`pnpm --filter @app/api typecheck`); the test
 * body runs nothing.
 */
import type { z } from 'zod';
import type * as out from '@app/validators/outputs';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  issueCommercialOffer,
  issuePaymentSchedule,
  listDocuments,
} from '../../../src/services/documents';
import type {
  confirmManualPayment,
  createPaymentLink,
  listPaymentLinks,
  listPayments,
} from '../../../src/services/payments';
import type {
  conditionsValidOn,
  createBasePrice,
  createCatalogItem,
  createCondition,
  createManyBasePrices,
  createManyConditions,
  listBasePrices,
  listConditions,
  listDiscounts,
  listOptions,
  pricingQuote,
  updateCatalogItem,
  updateCondition,
} from '../../../src/services/pricing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer<F extends (...args: any[]) => unknown> = Awaited<ReturnType<F>>;
type Out<S extends z.ZodType> = z.output<S>;
/** `{ items, ... }` with each item's intersection type flattened into one object type. */
type FlatItems<T extends { items: object[] }> = {
  [K in keyof T]: K extends 'items'
    ? { [F in keyof T['items'][number]]: T['items'][number][F] }[]
    : T[K];
};

describe('output schema types of pricing, payments and documents', () => {
  it('base prices, discounts and options', () => {
    expectTypeOf<Out<typeof out.basePricesListOutput>>().toEqualTypeOf<
      Answer<typeof listBasePrices>
    >();
    expectTypeOf<Out<typeof out.basePriceSavedOutput>>().toEqualTypeOf<
      Answer<typeof createBasePrice>
    >();
    expectTypeOf<Out<typeof out.basePricesCreatedManyOutput>>().toEqualTypeOf<
      Answer<typeof createManyBasePrices>
    >();
    expectTypeOf<Out<typeof out.discountsListOutput>>().toEqualTypeOf<
      Answer<typeof listDiscounts>
    >();
    expectTypeOf<Out<typeof out.optionsListOutput>>().toEqualTypeOf<Answer<typeof listOptions>>();
    expectTypeOf<Out<typeof out.catalogSavedOutput>>().toEqualTypeOf<
      Answer<typeof createCatalogItem<'discount'>>
    >();
    expectTypeOf<Out<typeof out.catalogSavedOutput>>().toEqualTypeOf<
      Answer<typeof updateCatalogItem<'option'>>
    >();
  });

  it('unit conditions and the quote', () => {
    expectTypeOf<Out<typeof out.conditionsCreatedManyOutput>>().toEqualTypeOf<
      Answer<typeof createManyConditions<'discount'>>
    >();
    // The conditions' DTOs are intersections (their fields & the item they add): compared flat.
    expectTypeOf<Out<typeof out.discountConditionsListOutput>>().toEqualTypeOf<
      FlatItems<Answer<typeof listConditions<'discount'>>>
    >();
    expectTypeOf<Out<typeof out.optionConditionsListOutput>>().toEqualTypeOf<
      FlatItems<Answer<typeof listConditions<'option'>>>
    >();
    expectTypeOf<Out<typeof out.discountConditionsValidOnOutput>>().toEqualTypeOf<
      FlatItems<Answer<typeof conditionsValidOn<'discount'>>>
    >();
    expectTypeOf<Out<typeof out.optionConditionsValidOnOutput>>().toEqualTypeOf<
      FlatItems<Answer<typeof conditionsValidOn<'option'>>>
    >();
    expectTypeOf<Out<typeof out.conditionSavedOutput>>().toEqualTypeOf<
      Answer<typeof createCondition<'discount'>>
    >();
    expectTypeOf<Out<typeof out.conditionSavedOutput>>().toEqualTypeOf<
      Answer<typeof updateCondition<'option'>>
    >();
    expectTypeOf<Out<typeof out.quoteOutput>>().toEqualTypeOf<Answer<typeof pricingQuote>>();
  });

  it('payments and payment links', () => {
    expectTypeOf<Out<typeof out.paymentsListOutput>>().toEqualTypeOf<Answer<typeof listPayments>>();
    expectTypeOf<Out<typeof out.paymentConfirmedOutput>>().toEqualTypeOf<
      Answer<typeof confirmManualPayment>
    >();
    expectTypeOf<Out<typeof out.paymentLinksListOutput>>().toEqualTypeOf<
      Answer<typeof listPaymentLinks>
    >();
    expectTypeOf<Out<typeof out.paymentLinkSavedOutput>>().toEqualTypeOf<
      Answer<typeof createPaymentLink>
    >();
  });

  it('documents', () => {
    expectTypeOf<Out<typeof out.documentsListOutput>>().toEqualTypeOf<
      Answer<typeof listDocuments>
    >();
    expectTypeOf<Out<typeof out.commercialOfferOutput>>().toEqualTypeOf<
      Answer<typeof issueCommercialOffer>
    >();
    expectTypeOf<Out<typeof out.paymentScheduleOutput>>().toEqualTypeOf<
      Answer<typeof issuePaymentSchedule>
    >();
  });
});
