/** What every procedure answers (see common.ts); one file per domain. */
export * from './common';
export * from './auth';
export * from './bookings';
export * from './booking-queue';
export * from './directory';
export * from './documents';
export * from './events';
export * from './jobs';
export * from './payments';
export * from './pricing';
export * from './units';
export * from './users';
export * from './webhooks';
export * from './api-keys';
export * from './dashboard';
export * from './notifications';
export * from './pricing-bulk';
