import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { confirmManualPaymentInput, PAYMENT_METHODS, type PaymentMethod } from '@app/validators';

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

const confirmDetails: Resolver<ConfirmPaymentData, unknown, ConfirmPaymentData> = zodResolver(
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
const FIELDS: ReadonlySet<string> = new Set([
  'order',
  'external_ref',
  'method',
  'paid_at',
  'receipt_number',
]);
const isField = (name: string): name is keyof ConfirmPaymentData => FIELDS.has(name);
const isMethod = (v: string | undefined): v is PaymentMethod =>
  (PAYMENT_METHODS as readonly (string | undefined)[]).includes(v);

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
    { ...values, method: isMethod(values.method) ? values.method : null },
    context,
    // The same fields under both types: only `method` differs ("NONE" is mapped above).
    { ...options, names: options.names?.filter(isField) },
  );
