import { startFakeFeedServer } from '@app/integration-kit/testing';
import type { StockUnit } from './source';

/** A fake stock service (a real HTTP server on 127.0.0.1): `GET /units` with an ETag. */
export async function startFakeStockService() {
  const server = await startFakeFeedServer();
  return { ...server, setUnits: (rows: (StockUnit | object)[]) => server.set('/units', rows) };
}
