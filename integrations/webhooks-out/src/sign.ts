import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks 1.0 signing: `whsec_` secrets, `v1,<base64 HMAC-SHA256>` signatures. */
const PREFIX = 'whsec_';

/** A new signing secret: `whsec_` + base64 of 32 random bytes. */
export const newSecret = (): string => PREFIX + randomBytes(32).toString('base64');

/** `v1,<base64 HMAC-SHA256 over "id.timestamp.body">` with the secret's key bytes. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const keyBytes = Buffer.from(
    secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret,
    'base64',
  );
  const mac = createHmac('sha256', keyBytes).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The `webhook-signature` header: one signature per live secret, space-separated. */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string) {
  return secrets.map((s) => sign(s, id, timestamp, body)).join(' ');
}

/** The three Standard Webhooks headers of one attempt. */
export const deliveryHeaders = (
  secrets: string[],
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signatureHeader(secrets, id, timestamp, body),
});
