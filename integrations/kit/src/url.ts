import { isIP } from 'node:net';
import { z } from 'zod';

/** Whether a URL's host is this machine (localhost, 127.0.0.0/8, ::1): a fake, never a provider. */
export function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/** A provider's API address: https, or http:// only on a loopback address (a local fake). */
export const providerApiUrl = (name: string, def: string) =>
  z
    .url()
    .default(def)
    .refine((u) => {
      const url = new URL(u);
      return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl(url));
    }, `${name} must be https:// (http:// only for a loopback address)`)
    .transform((u) => u.replace(/\/+$/, ''));
