/**
 * Endpoint secrets and signatures (Standard Webhooks 1.0). A secret is `whsec_` + base64 of 32
 * random bytes; the app must sign with it on every attempt, so it cannot be stored as a hash: it
 * is stored encrypted (AES-256-GCM) with a key derived from AUTH_SECRET by HKDF under its own
 * label, and shown only in the answer of create and rotateSecret. A database dump without
 * AUTH_SECRET reveals no secret. Changing AUTH_SECRET makes the stored secrets unreadable: each
 * endpoint then needs `rotateSecret` (an attempt records "secret unreadable").
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { getEnv } from '../../env';

const PREFIX = 'whsec_';
const VERSION = 'v1';

let cachedKey: { from: string; key: Buffer } | undefined;
function key(): Buffer {
  const secret = getEnv().AUTH_SECRET;
  if (cachedKey?.from !== secret) {
    const raw = hkdfSync('sha256', secret, 'booking-webhooks', 'webhook-endpoint-secret.v1', 32);
    cachedKey = { from: secret, key: Buffer.from(raw) };
  }
  return cachedKey.key;
}

/** A new signing secret, as shown to the sales head. */
export const newSecret = (): string => PREFIX + randomBytes(32).toString('base64');

/** The secret encrypted for the database: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join(
    '.',
  );
}

/** The secret back from the database; throws when it was sealed under another AUTH_SECRET. */
export function openSecret(sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('secret unreadable');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    throw new Error('secret unreadable (AUTH_SECRET changed?): rotate the endpoint secret');
  }
}

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
