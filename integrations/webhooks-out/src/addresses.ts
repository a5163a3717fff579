/**
 * Where a webhook may go (SSRF, docs/security.md): http(s), https in production, never a
 * special-purpose address unless allowed; checked when saved and on the pinned address of every send.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { UrlPolicy } from '@app/integration-kit';

// Private, loopback, link-local, CGNAT, "this network", benchmarking, documentation, multicast,
// reserved, IPv6 ULA, and IPv6 forms embedding an IPv4 address (mapped, NAT64, 6to4), judged by
// it. The lookup below pins the connection's address: a name that resolves elsewhere the second
// time (DNS rebinding) is checked again.
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail read as two groups). */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (p: string) => (p === '' ? [] : p.split(':').map((g) => parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The IPv4 address an IPv6 one carries in its last 32 bits when it is IPv4-compatible (::/96),
 * IPv4-mapped (::ffff:0:0/96) or IPv4-translated (::ffff:0:0:0/96); else undefined. (NAT64,
 * 6to4 and Teredo are refused whole in the list above.)
 */
function embeddedIpv4(address: string): string | undefined {
  const g = groupsOf(address);
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  const carries =
    (zeros(6) && (g[6] !== 0 || (g[7] ?? 0) > 1)) ||
    (zeros(5) && g[5] === 0xffff) ||
    (zeros(4) && g[4] === 0xffff && g[5] === 0);
  if (!carries) return undefined;
  const [hi = 0, lo = 0] = g.slice(6);
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
}

/** Whether an IP address (v4 or v6, any form embedding an IPv4 one) is a special-purpose one. */
export function isSpecialAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return blocked.check(address, 'ipv4');
  const v4 = embeddedIpv4(address);
  if (v4 !== undefined && blocked.check(v4, 'ipv4')) return true;
  return blocked.check(address, 'ipv6');
}

export type { UrlPolicy } from '@app/integration-kit';

/** WEBHOOK_ALLOW_PRIVATE_URLS (default: on outside APP_ENV=production), https in production. */
export function urlPolicy(env: {
  APP_ENV: string;
  WEBHOOK_ALLOW_PRIVATE_URLS?: boolean | undefined;
}): UrlPolicy {
  const production = env.APP_ENV === 'production';
  return {
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_URLS ?? !production,
    httpsOnly: production,
  };
}

/** Why a URL is refused, as a sentence for the `url` field; undefined when it may be used. */
export type Refusal = string;

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

function refuseSyntax(url: URL, policy: UrlPolicy): Refusal | undefined {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Must be an http or https URL';
  if (policy.httpsOnly && url.protocol !== 'https:') return 'Must be an https URL';
  if (url.username || url.password) return 'Must not contain credentials';
  return undefined;
}

const LOOKUP_TIMEOUT_MS = 5000;

/** Every address a name resolves to (the system resolver, as the connection would use it). */
export async function resolveAll(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  const answer = new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([answer, timeout])).map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a URL may be saved: its form, and (unless private addresses are allowed) every address
 * its host resolves to now. A name that does not resolve is refused too.
 */
export async function refuseUrl(
  raw: string,
  policy: UrlPolicy,
  resolve: (host: string) => Promise<string[]> = resolveAll,
): Promise<Refusal | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Must be an absolute URL';
  }
  const syntax = refuseSyntax(url, policy);
  if (syntax || policy.allowPrivate) return syntax;
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return 'The host name does not resolve';
  }
  if (addresses.length === 0) return 'The host name does not resolve';
  if (addresses.some(isSpecialAddress))
    return 'Must not point to a private, loopback, link-local or other special-purpose address';
  return undefined;
}

/** The error a pinned lookup fails the connection with. */
export class AddressRefused extends Error {
  constructor(readonly address: string) {
    super(`refused: ${address} is a private or special-purpose address`);
  }
}

/**
 * A `lookup` for node:http(s) that resolves the name, refuses it when any address is special
 * (unless allowed), and hands the connection the address it checked: the socket goes exactly
 * where the check looked.
 */
export function checkedLookup(
  policy: UrlPolicy,
  resolve: (host: string) => Promise<string[]> = resolveAll,
) {
  const lookup: LookupFunction = (hostname, options, callback) => {
    const host = hostname.replace(/^\[|\]$/g, '');
    resolve(host).then(
      (addresses) => {
        const bad = policy.allowPrivate ? undefined : addresses.find(isSpecialAddress);
        if (bad) return callback(new AddressRefused(bad), '', 0);
        const first = addresses[0];
        if (!first) return callback(new Error(`${host} does not resolve`), '', 0);
        const all = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) callback(null, all);
        else callback(null, first, isIP(first));
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
  return lookup;
}
