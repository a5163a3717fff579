import { createHash } from 'node:crypto';

/**
 * A stable UUID (RFC 4122 v5 layout) derived from a name, so seeded records keep their ids across
 * runs and the seed can be re-run with ON CONFLICT DO NOTHING.
 */
export function seedId(name: string): string {
  const h = createHash('sha1').update(`booking-pricing-seed:${name}`).digest();
  h.writeUInt8((h.readUInt8(6) & 0x0f) | 0x50, 6);
  h.writeUInt8((h.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
