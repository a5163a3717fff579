import { z } from 'zod';
import { httpClient, readJsonFeed, type FeedSource, type HttpClient } from '@app/integration-kit';
import { UNIT_STATUSES, type UnitStatus } from '@app/validators';

/** A unit as the stock service publishes it (`GET <STOCK_SERVICE_URL>/units`). */
export interface StockUnit {
  id: string;
  code: string;
  name: string;
  complex: string;
  building: string;
  section: number;
  floor: number;
  number: string;
  rooms: number;
  area: number;
  status: UnitStatus;
  second_statuses: string[];
  region: string | null;
  /** The plan image (PNG or JPEG), an absolute http(s) address; absent: none. */
  plan_url?: string | null;
}

export const stockUnitSchema = z.object({
  id: z.uuid(),
  code: z.string().min(1).max(64),
  name: z.string().min(1).max(255),
  complex: z.string().min(1).max(255),
  building: z.string().min(1).max(64),
  section: z.number().int(),
  floor: z.number().int(),
  number: z.string().min(1).max(16),
  rooms: z.number().int().min(0),
  area: z.number().positive(),
  status: z.enum(UNIT_STATUSES),
  second_statuses: z.array(z.string()).default([]),
  region: z.uuid().nullable().default(null),
  plan_url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable()
    .default(null),
});

/** Where units come from: the stock service's snapshot (a malformed record fails the read). */
export type StockSource = FeedSource<StockUnit>;

/** No retries within a read: the sync job retries (twice, 30 s apart). 30 s per read. */
const stockClient = httpClient({ name: 'stock-feed', timeoutMs: 30_000, retries: 0 });

/** Reads `GET <baseUrl>/units`. */
export function httpStockSource(baseUrl: string, client: HttpClient = stockClient): StockSource {
  return {
    fetchSnapshot: (since) => readJsonFeed(client, baseUrl, 'units', stockUnitSchema, since),
  };
}
