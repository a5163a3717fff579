import { BlockList, isIP } from 'node:net';
import { providerApiUrl } from '@app/integration-kit';
import { z } from 'zod';

/** The networks YooKassa publishes for its HTTP notifications (yookassa.ru/developers, webhooks). */
export const YOOKASSA_NETWORKS = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
] as const;

/** Comma-separated addresses or CIDRs as a BlockList; an entry that is neither throws, naming it. */
export function parseNetworks(value: string): BlockList {
  const list = new BlockList();
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const max = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= max))
    )
      throw new Error(`"${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** The connector's configuration, read from the app's YOOKASSA_* variables. */
export const yookassaConfigSchema = z.object({
  shopId: z.string().regex(/^\d{1,20}$/, 'YOOKASSA_SHOP_ID is the shop number (digits)'),
  secretKey: z.string().min(8, 'YOOKASSA_SECRET_KEY is too short').max(200),
  apiUrl: providerApiUrl('YOOKASSA_API_URL', 'https://api.yookassa.ru/v3'),
  trustedNetworks: z
    .string()
    .default(YOOKASSA_NETWORKS.join(','))
    .superRefine((v, ctx) => {
      try {
        parseNetworks(v);
      } catch (e) {
        ctx.addIssue({
          code: 'custom',
          message: `YOOKASSA_TRUSTED_NETWORKS: ${(e as Error).message}`,
        });
      }
    }),
  /** The receipt item's VAT code (54-ФЗ; 1: without VAT). */
  vatCode: z.coerce.number().int().min(1).max(12).default(1),
});
export type YookassaConfig = z.output<typeof yookassaConfigSchema>;
export type YookassaConfigInput = z.input<typeof yookassaConfigSchema>;
