import { afterAll, beforeAll, inject } from 'vitest';
import type { Db, DbHandle } from '../src/client';
import { openTestDb, type TestTemplate } from '../src/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TestTemplate;
  }
}

/** A private copy of the migrated, seeded template for the current test file. */
export function useTestDb(): { readonly db: Db; readonly handle: DbHandle } {
  const state = {} as { db: Db; handle: DbHandle };
  beforeAll(async () => {
    state.handle = await openTestDb(inject('dbTemplate'));
    state.db = state.handle.db;
  });
  afterAll(async () => {
    await state.handle?.close();
  });
  return state;
}
