import { zodResolver } from '@hookform/resolvers/zod';
import { confirmManualPaymentInput } from '@app/validators';

/**
 * The payment forms' resolvers (the procedures' own schemas), in a module of their own so that the
 * booking card loads zod and @app/validators only when a form first validates (~/lib/lazy-resolver).
 */
export const confirmManualPayment = zodResolver(
  confirmManualPaymentInput.pick({ order: true }),
  undefined,
  { raw: true },
);
