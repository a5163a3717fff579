import type { TestProject } from 'vitest/node';
import { prepareTestTemplate, type TestTemplate } from '@app/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TestTemplate;
  }
}

/** Migrates and seeds one template database per run; every test file copies it. */
export default async function setup(project: TestProject) {
  process.env.APP_ENV ??= 'development';
  const { template, cleanup } = await prepareTestTemplate();
  project.provide('dbTemplate', template);
  return cleanup;
}
