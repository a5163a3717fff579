import { startFakeFeedServer } from '@app/integration-kit/testing';

/** A fake reference service (a real HTTP server on 127.0.0.1): `/regions` and `/offices`. */
export async function startFakeReferenceService() {
  const server = await startFakeFeedServer();
  return {
    ...server,
    setRegions: (rows: object[]) => server.set('/regions', rows),
    setOffices: (rows: object[]) => server.set('/offices', rows),
  };
}
