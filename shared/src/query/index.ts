// The query layer (server state): its own entry and singleton, `@portal/shared/query`, so the
// sign-in path (core only) does not load @tanstack/react-query. docs/architecture.md, "Server state".
export * from './retry-policy';
export * from './query-keys';
export * from './invalidation-bridge';
export * from './query-client';
export * from './query-provider';
export * from './use-error-notice';
