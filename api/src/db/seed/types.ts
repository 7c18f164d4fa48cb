import type { Database } from '../client';

/** The transaction handle the seed writes through (same API as Database). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
