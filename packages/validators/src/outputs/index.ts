/** What every procedure answers (see common.ts); one file per domain. */
export * from './common';
export * from './auth';
export * from './bookings';
export * from './directory';
export * from './events';
export * from './jobs';
export * from './units';
export * from './users';
export * from './webhooks';
