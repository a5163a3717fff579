import { createTRPCRouter } from '../../trpc';
import { createBasePriceProcedure } from './base-price-create';
import { createManyBasePricesProcedure } from './base-price-create-many';
import { listBasePricesProcedure } from './base-price-list';
import { createDiscountProcedure } from './discount-create';
import { createDiscountConditionProcedure } from './discount-condition-create';
import { listDiscountConditionsProcedure } from './discount-condition-list';
import { updateDiscountConditionProcedure } from './discount-condition-update';
import { listDiscountsProcedure } from './discount-list';
import { updateDiscountProcedure } from './discount-update';
import { createOptionProcedure } from './option-create';
import { createOptionConditionProcedure } from './option-condition-create';
import { listOptionConditionsProcedure } from './option-condition-list';
import { updateOptionConditionProcedure } from './option-condition-update';
import { listOptionsProcedure } from './option-list';
import { updateOptionProcedure } from './option-update';
import { pricingQuoteProcedure } from './quote';
import { discountConditionsValidOnProcedure, optionConditionsValidOnProcedure } from './valid-on';

/** Ops 22-37 and the extras of product.md §1, one router per resource of the spec. */
export const basePricesRouter = createTRPCRouter({
  create: createBasePriceProcedure,
  list: listBasePricesProcedure,
  createMany: createManyBasePricesProcedure,
});
export const discountsRouter = createTRPCRouter({
  create: createDiscountProcedure,
  list: listDiscountsProcedure,
  update: updateDiscountProcedure,
});
export const optionsRouter = createTRPCRouter({
  create: createOptionProcedure,
  list: listOptionsProcedure,
  update: updateOptionProcedure,
});
export const discountConditionsRouter = createTRPCRouter({
  create: createDiscountConditionProcedure,
  list: listDiscountConditionsProcedure,
  update: updateDiscountConditionProcedure,
  validOn: discountConditionsValidOnProcedure,
});
export const optionConditionsRouter = createTRPCRouter({
  create: createOptionConditionProcedure,
  list: listOptionConditionsProcedure,
  update: updateOptionConditionProcedure,
  validOn: optionConditionsValidOnProcedure,
});
export const pricingRouter = createTRPCRouter({ quote: pricingQuoteProcedure });
