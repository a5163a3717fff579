/**
 * Endpoint secrets at rest: AES-256-GCM under an HKDF key of AUTH_SECRET (a dump reveals none;
 * a changed AUTH_SECRET needs `rotateSecret`). Signing is integrations/webhooks-out's.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { getEnv } from '../../env';

const VERSION = 'v1';

/** What a sealed secret is for: each purpose has its own key (HKDF's info). */
export type SealPurpose = 'webhook-endpoint-secret.v1' | 'crm-credential.v1';
const ENDPOINT: SealPurpose = 'webhook-endpoint-secret.v1';

const cachedKeys = new Map<SealPurpose, { from: string; key: Buffer }>();
function key(purpose: SealPurpose): Buffer {
  const secret = getEnv().AUTH_SECRET;
  const cached = cachedKeys.get(purpose);
  if (cached?.from === secret) return cached.key;
  const raw = hkdfSync('sha256', secret, 'booking-webhooks', purpose, 32);
  cachedKeys.set(purpose, { from: secret, key: Buffer.from(raw) });
  return Buffer.from(raw);
}

export { newSecret } from '@app/integration-webhooks-out';

/** The secret encrypted for the database: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function sealSecret(secret: string, purpose = ENDPOINT): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join(
    '.',
  );
}

/** The secret back from the database; throws when it was sealed under another AUTH_SECRET. */
export function openSecret(sealed: string, purpose = ENDPOINT): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('secret unreadable');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(purpose), Buffer.from(iv, 'base64url'));
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
