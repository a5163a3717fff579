import { z } from 'zod';

/**
 * The outgoing-webhook contract: one delivery attempt, signed (Standard Webhooks 1.0), sent to an
 * address the SSRF policy approved, and its result classified for the delivery's retry schedule.
 */
export interface OutgoingDelivery {
  url: string;
  /** `webhook-id`: the same for every attempt of one event to one endpoint. */
  messageId: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  body: string;
  /** The endpoint's live secrets (`whsec_…`): one signature each. */
  secrets: string[];
}

export interface DeliveryResult {
  status: number | null;
  /** The first KiB of the answer's body (text), when there was an answer. */
  response: string | null;
  error: string | null;
  durationMs: number;
}

/** SUCCEEDED 2xx; GONE 410 (the endpoint is disabled); RETRY while the schedule lasts; FAILED. */
export type DeliveryOutcome = 'SUCCEEDED' | 'RETRY' | 'FAILED' | 'GONE';

/** Where a delivery may go. */
export const urlPolicySchema = z.object({ allowPrivate: z.boolean(), httpsOnly: z.boolean() });
export type UrlPolicy = z.infer<typeof urlPolicySchema>;

export const deliveryConfigSchema = z.object({
  timeoutMs: z.number().int().min(100).max(120_000),
  /** Seconds before retry n; the attempt after the last entry is the last. */
  retrySchedule: z.array(z.number().int().min(0)).max(50),
  policy: urlPolicySchema,
});
export type DeliveryConfig = z.infer<typeof deliveryConfigSchema>;

export interface WebhookSender {
  /** `resolve` stands in for DNS (tests); never throws for the receiver's failures. */
  send(
    d: OutgoingDelivery,
    config: DeliveryConfig,
    resolve?: (host: string) => Promise<string[]>,
  ): Promise<DeliveryResult>;
  /** `attempt` counts from 1 (the attempt just made). */
  classify(r: DeliveryResult, attempt: number, config: DeliveryConfig): DeliveryOutcome;
}
