// Public surface of the data layer.
export * from './client';
export * from './migrate';
export * from './passwords';
export * as schema from './schema';
