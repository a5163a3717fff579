import { keyId, signToken, verifyToken, type LinkKeys } from '../../lib/signed-token';

/**
 * The signed token of a payment link (`/pay/<token>`): `<link id>.<key id>.<signature>`, where the
 * signature is HMAC-SHA256 over the link id with the key the key id names (lib/signed-token.ts,
 * shared with the offers' public links under another context). The current key signs; earlier
 * keys still verify the links issued with them (rotation). Pure: keys are passed in.
 */
export { keyId, type LinkKeys };

export type TokenCheck =
  { ok: true; linkId: string } | { ok: false; reason: 'MALFORMED' | 'TAMPERED' };

const CONTEXT = 'payment-link.v1:';

export const signLinkToken = (linkId: string, keys: LinkKeys): string =>
  signToken(linkId, keys, CONTEXT);

/** Checks a token in constant time (for a given key); says only whether it is ours and whole. */
export function verifyLinkToken(token: string, keys: LinkKeys): TokenCheck {
  const check = verifyToken(token, keys, CONTEXT);
  return check.ok ? { ok: true, linkId: check.id } : check;
}
