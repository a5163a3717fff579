import { zodResolver } from '@hookform/resolvers/zod';
import {
  createBasePriceInput,
  createDiscountInput,
  createOptionInput,
  updateDiscountInput,
  updateOptionInput,
} from '@app/validators';
import { numericResolver } from '~/lib/numeric-resolver';

/** The pricing forms' resolvers (the procedures' own schemas), loaded when a form first validates. */
export const createBasePrice = numericResolver(
  zodResolver(createBasePriceInput, undefined, { raw: true }),
);
export const createDiscount = zodResolver(createDiscountInput, undefined, { raw: true });
export const updateDiscount = zodResolver(updateDiscountInput, undefined, { raw: true });
export const createOption = zodResolver(createOptionInput, undefined, { raw: true });
export const updateOption = zodResolver(updateOptionInput, undefined, { raw: true });
