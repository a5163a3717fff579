import { timingSafeEqual } from 'node:crypto';

/**
 * Whether two signatures are the same bytes, in time that does not depend on where they differ
 * (an attacker cannot guess a signature byte by byte). Different lengths are simply unequal: the
 * length of an HMAC is public.
 */
export const sameSignature = (given: Uint8Array, expected: Uint8Array): boolean =>
  given.length === expected.length && timingSafeEqual(given, expected);
