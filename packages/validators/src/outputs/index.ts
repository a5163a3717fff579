/** What every procedure answers (see common.ts); one file per domain. */
export * from './common';
