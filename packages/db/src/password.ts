import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1). */
// `Algorithm` is an ambient const enum (unusable with isolatedModules); 2 is Argon2id.
const OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
