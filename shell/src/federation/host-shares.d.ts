// Generated at build time by shared/build/mf-shared.cjs (writeHostShares), aliased by the webpack config.
declare module '@portal/host-shares' {
  import type { createInstance } from '@module-federation/enhanced/runtime';

  export const hostShares: NonNullable<Parameters<typeof createInstance>[0]['shared']>;
}
