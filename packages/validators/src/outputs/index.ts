/** What every procedure answers (see common.ts); one file per domain. */
export * from './common';
export * from './webhooks';
export * from './events';
