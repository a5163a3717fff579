/** The feed reader against the fake feed server: validation, errors, conditional reads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpClient, readJsonFeed } from '../../src';
import { startFakeFeedServer, type FakeFeedServer } from '../../src/testing';

const row = z.object({ id: z.number().int(), name: z.string().default('') });
const client = httpClient({ name: 'feed', retries: 0 });
let feeds: FakeFeedServer;
beforeAll(async () => {
  feeds = await startFakeFeedServer();
});
afterAll(() => feeds.close());

describe('readJsonFeed', () => {
  it('reads and validates the snapshot, with its validators', async () => {
    feeds.set('/rows', [{ id: 1 }, { id: 2, name: 'b' }]);
    const read = await readJsonFeed(client, feeds.url(), 'rows', row);
    expect(read).toMatchObject({
      changed: true,
      rows: [
        { id: 1, name: '' },
        { id: 2, name: 'b' },
      ],
    });
    expect(read.changed && read.etag).toMatch(/^".+"$/);
    expect(read.changed && read.lastModified).toBeTruthy();
  });

  it('answers "not changed" to a conditional read of the same snapshot, and reads a new one', async () => {
    feeds.set('/rows', [{ id: 1 }]);
    const first = await readJsonFeed(client, `${feeds.url()}/`, 'rows', row);
    if (!first.changed) throw new Error('the first read is a snapshot');
    expect(await readJsonFeed(client, feeds.url(), 'rows', row, first)).toEqual({ changed: false });
    feeds.set('/rows', [{ id: 3 }]);
    expect(await readJsonFeed(client, feeds.url(), 'rows', row, first)).toMatchObject({
      changed: true,
      rows: [{ id: 3, name: '' }],
    });
  });

  it('fails the whole read on an error answer, a malformed record or a body that is no array', async () => {
    await expect(readJsonFeed(client, feeds.url(), 'missing', row)).rejects.toThrow(
      `${feeds.url()} answered 404 for /missing`,
    );
    feeds.set('/rows', [{ id: 1 }, { id: 'two' }]);
    await expect(readJsonFeed(client, feeds.url(), 'rows', row)).rejects.toThrow();
    feeds.set('/rows', { id: 1 });
    await expect(readJsonFeed(client, feeds.url(), 'rows', row)).rejects.toThrow(
      'did not answer a JSON array',
    );
  });
});
