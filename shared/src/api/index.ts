export * from './api-error';
export * from './idempotency';
export * from './api-client';
