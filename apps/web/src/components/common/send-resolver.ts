import { zodResolver } from '@hookform/resolvers/zod';
import { sendToCustomerInput } from '@app/validators';

/**
 * The send dialog's resolver (the procedures' own schema: `email`, `language`), in a module of its
 * own so that zod and @app/validators load only when the form first validates.
 */
export const sendToCustomer = zodResolver(
  sendToCustomerInput.pick({ email: true, language: true }),
  undefined,
  { raw: true },
);
