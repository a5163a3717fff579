/**
 * Stored answers are sealed (AES-256-GCM, a key from AUTH_SECRET by HKDF under its own label): an
 * answer can carry a secret shown once. One sealed under another AUTH_SECRET opens to null: the
 * repeat is told the answer is lost, never given the work again.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { getEnv } from '../../env';
import type { PublicError } from '../../lib/public-error';

/** The first answer: the procedure's data, or the public form of its error. */
export type StoredAnswer =
  | { ok: true; data: unknown }
  | { ok: false; error: Omit<PublicError, 'httpStatus'> & { httpStatus?: number } };

const VERSION = 'v1';
let cachedKey: { from: string; key: Buffer } | undefined;

function key(): Buffer {
  const secret = getEnv().AUTH_SECRET;
  if (cachedKey?.from !== secret) {
    const raw = hkdfSync('sha256', secret, 'booking-idempotency', 'idempotency-answer.v1', 32);
    cachedKey = { from: secret, key: Buffer.from(raw) };
  }
  return cachedKey.key;
}

/** What the `answer` column holds. */
export interface SealedAnswer {
  sealed: string;
}

export function sealAnswer(answer: StoredAnswer): SealedAnswer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'));
  return { sealed: [VERSION, ...parts].join('.') };
}

/** The answer back, or null when it cannot be opened (another AUTH_SECRET, a damaged value). */
export function openAnswer(stored: unknown): StoredAnswer | null {
  const sealed = (stored as Partial<SealedAnswer> | null)?.sealed;
  const [version, iv, tag, body] = typeof sealed === 'string' ? sealed.split('.') : [];
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as StoredAnswer;
  } catch {
    return null;
  }
}
