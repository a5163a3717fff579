import type { TestProject } from 'vitest/node';
import { prepareTestTemplate, type TestTemplate } from '@app/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TestTemplate;
  }
}

// One template for both integration projects (vitest.config.ts): made by the first, dropped by the last.
const shared = globalThis as {
  __testTemplate?: { made: ReturnType<typeof prepareTestTemplate>; users: number };
};

/** Migrates and seeds one template database per run; every test file copies it. */
export default async function setup(project: TestProject) {
  process.env.APP_ENV ??= 'development';
  const entry = (shared.__testTemplate ??= { made: prepareTestTemplate(), users: 0 });
  entry.users += 1;
  const { template, cleanup } = await entry.made;
  project.provide('dbTemplate', template);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared.__testTemplate;
    await cleanup();
  };
}
