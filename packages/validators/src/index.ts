export * from './auth';
export * from './common';
export * from './directory';
export * from './list';
export * from './users';
export * from './statuses';
export * from './bookings';
export * from './jobs';
