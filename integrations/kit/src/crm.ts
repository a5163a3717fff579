import { z } from 'zod';
import { decimalAmount } from './payment';

/**
 * The CRM-connector contract (amoCRM, Bitrix24): push our bookings' changes from an outbox, and
 * turn the CRM's incoming webhooks into commands for us. Interface only: no CRM is wired yet.
 */
export const CRM_CHANGE_KINDS = ['booking.created', 'booking.changed', 'booking.ended'] as const;

export const crmChangeSchema = z.object({
  /** The outbox row: the push's idempotency key (a retried push updates, never duplicates). */
  outboxId: z.uuid(),
  kind: z.enum(CRM_CHANGE_KINDS),
  occurredAt: z.iso.datetime({ offset: true }),
  booking: z.object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.string().max(64),
    unit: z.object({ id: z.uuid(), code: z.string().max(64) }),
    customer: z.object({
      name: z.string().max(255),
      phone: z.string().max(32).nullable(),
      email: z.string().max(255).nullable(),
    }),
    /** The price agreed in the booking, and its currency. */
    agreedPrice: decimalAmount,
    currency: z.string().length(3),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  /** What an earlier push of the same booking created there, if any. */
  remote: z
    .object({ dealId: z.string().max(64), contactId: z.string().max(64).nullable() })
    .nullable(),
});
export type CrmChange = z.infer<typeof crmChangeSchema>;

export interface CrmRemoteIds {
  dealId: string;
  contactId: string | null;
}

/** What a CRM asks of us; each one carried out by the app as its own use case, with its rules. */
export type CrmCommand =
  | { kind: 'booking.extend'; bookingId: string; until: string }
  | { kind: 'booking.cancel'; bookingId: string; reason: string }
  | { kind: 'booking.note'; bookingId: string; text: string };

export type CrmIncomingCheck =
  | { ok: true; eventId: string; commands: CrmCommand[] }
  | { ok: false; outcome: 'UNAUTHENTIC' | 'MALFORMED'; detail: string };

export interface CrmIncoming {
  rawBody: Uint8Array;
  headers: Headers;
  sourceIp: string;
  now: Date;
}

/** A CRM's configuration: its account's address and the credentials of our integration there. */
export const crmConfigSchema = z.object({
  baseUrl: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  /** Verifies the CRM's webhooks (a shared secret, or the account's API key). */
  webhookSecret: z.string().min(16),
});
export type CrmConfig = z.infer<typeof crmConfigSchema>;

export interface CrmConnector {
  readonly name: string;
  /** Creates or updates the deal (and contact); throws for a failure the outbox retries. */
  push(change: CrmChange): Promise<CrmRemoteIds>;
  /** Proves the webhook came from the CRM, then reads it as commands (possibly none). */
  authenticateIncoming(req: CrmIncoming): Promise<CrmIncomingCheck>;
}
