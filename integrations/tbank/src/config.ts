import { providerApiUrl } from '@app/integration-kit';
import { z } from 'zod';

/** The connector's configuration, read from the app's TBANK_* variables and its public address. */
export const tbankConfigSchema = z.object({
  terminalKey: z.string().min(1, 'TBANK_TERMINAL_KEY is empty').max(20),
  password: z.string().min(1, 'TBANK_PASSWORD is empty').max(100),
  apiUrl: providerApiUrl('TBANK_API_URL', 'https://securepay.tinkoff.ru/v2'),
  /** `{PUBLIC_BASE_URL}/api/payments/webhook/tbank`. */
  notificationUrl: z.url(),
  /** The receipt's taxation system and the item's VAT (54-ФЗ, T-Bank's codes). */
  taxation: z.string().default('osn'),
  tax: z.string().default('none'),
});
export type TbankConfig = z.output<typeof tbankConfigSchema>;
