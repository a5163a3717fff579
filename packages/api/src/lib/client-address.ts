/**
 * The client's address for per-address limits and logs: the socket's peer, unless it is a proxy in
 * `TRUSTED_PROXIES`; then `X-Forwarded-For` is read from the right, the first untrusted hop is it.
 * Trap: a client-sent header is never believed on its own: without a trusted peer it is ignored.
 */
import { BlockList, isIP } from 'node:net';

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) as `1.2.3.4`. */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * `TRUSTED_PROXIES` (comma-separated addresses or CIDR ranges, e.g. `10.0.0.0/8, ::1`) as a
 * BlockList; an entry that is neither throws with its text, so a typo stops the start.
 */
export function parseTrustedProxies(value: string): BlockList {
  const list = new BlockList();
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      (bits !== undefined && (!Number.isInteger(bits) || bits < 0 || bits > maxBits))
    ) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** Whether `address` is one of the trusted proxies. */
export function isTrustedAddress(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client address of a request that arrived from `peer` with the given `X-Forwarded-For`
 * (several headers joined with commas, as Node joins them).
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string {
  let client = normaliseAddress(peer ?? '') || 'unknown';
  if (!isTrustedAddress(trusted, client) || !forwardedFor) return client;
  const hops = forwardedFor
    .split(',')
    .map((h) => normaliseAddress(h.trim()))
    .filter(Boolean);
  for (const hop of hops.reverse()) {
    // A hop that is not an address (a forged `unknown`, a long string) is not believed either:
    // the last trusted proxy is then the best the server knows.
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!isTrustedAddress(trusted, hop)) return client;
  }
  return client;
}
