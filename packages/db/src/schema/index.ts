export * from './accounts';
export * from './directory';
export * from './reference';
export * from './system';
export * from './units';
export * from './bookings';
export * from './payments';
export * from './pricing';
