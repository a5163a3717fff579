import { zodResolver } from '@hookform/resolvers/zod';
import { commercialOfferInput, paymentScheduleInput } from '@app/validators';

/**
 * The document forms' resolvers (the procedures' own schemas), in a module of their own so that
 * the screens load zod and @app/validators only when a form first validates (~/lib/lazy-resolver).
 */
export const offer = zodResolver(commercialOfferInput, undefined, { raw: true });
export const schedule = zodResolver(paymentScheduleInput, undefined, { raw: true });
