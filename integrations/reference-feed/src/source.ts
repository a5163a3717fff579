import { z } from 'zod';
import { httpClient, readJsonFeed, type FeedSource, type HttpClient } from '@app/integration-kit';

/** The reference service's two feeds (`GET <REFERENCE_SERVICE_URL>/regions`, `/offices`). */
export const regionSchema = z.object({
  id: z.uuid(),
  name: z.string().min(1).max(255),
  code: z.string().max(16).nullable().default(null),
  active: z.boolean().default(true),
});
export const officeSchema = z.object({
  id: z.uuid(),
  name: z.string().min(1).max(255),
  address: z.string().min(1).max(500),
  phone: z.string().max(20).nullable().default(null),
  email: z.string().max(255).nullable().default(null),
  region: z.uuid().nullable().default(null),
  active: z.boolean().default(true),
});
export type ReferenceRegion = z.output<typeof regionSchema>;
export type ReferenceOffice = z.output<typeof officeSchema>;

export interface ReferenceSource {
  regions: FeedSource<ReferenceRegion>;
  offices: FeedSource<ReferenceOffice>;
}

/** No retries within a read: the sync job retries (twice, 30 s apart). 30 s per read. */
const referenceClient = httpClient({ name: 'reference-feed', timeoutMs: 30_000, retries: 0 });

export function httpReferenceSource(
  baseUrl: string,
  client: HttpClient = referenceClient,
): ReferenceSource {
  return {
    regions: { fetchSnapshot: (s) => readJsonFeed(client, baseUrl, 'regions', regionSchema, s) },
    offices: { fetchSnapshot: (s) => readJsonFeed(client, baseUrl, 'offices', officeSchema, s) },
  };
}
