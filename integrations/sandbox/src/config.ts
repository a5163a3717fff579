import { z } from 'zod';

/**
 * The sandbox's configuration: the app's public address (the checkout page and the webhook are
 * both the app's) and the webhook secrets (PAYMENT_WEBHOOK_SECRET: the first signs, all verify).
 */
export const sandboxConfigSchema = z.object({
  publicBaseUrl: z.url(),
  webhookSecrets: z.array(z.string().min(1)),
});
export type SandboxConfig = z.infer<typeof sandboxConfigSchema>;
