import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { confirmManualPaymentInput } from '@app/validators';

/** The office payment dialog's values: `method` also "NONE" (the select's "not stated"). */
export interface ConfirmPaymentValues {
  order?: string | null;
  external_ref?: string | null;
  method?: string;
  paid_at?: string;
  receipt_number?: string | null;
}
export type ConfirmPaymentData = Pick<
  z.input<typeof confirmManualPaymentInput>,
  'order' | 'external_ref' | 'method' | 'paid_at' | 'receipt_number'
>;
export const NO_METHOD = 'NONE';

const confirmDetails = zodResolver(
  confirmManualPaymentInput.pick({
    order: true,
    external_ref: true,
    method: true,
    paid_at: true,
    receipt_number: true,
  }),
  undefined,
  { raw: true },
);

/**
 * The payment forms' resolvers (the procedures' own schemas), in a module of their own so that the
 * booking card loads zod and @app/validators only when a form first validates (~/lib/lazy-resolver).
 */
export const confirmManualPayment: Resolver<ConfirmPaymentValues, unknown, ConfirmPaymentData> = (
  values,
  context,
  options,
) =>
  confirmDetails(
    { ...values, method: values.method === NO_METHOD ? null : (values.method as never) },
    context,
    options as never,
  ) as ReturnType<Resolver<ConfirmPaymentValues, unknown, ConfirmPaymentData>>;
