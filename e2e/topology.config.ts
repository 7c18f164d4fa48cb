// The browser half of the native topology test (scripts/topology-test.mjs), which starts the
// proxy, the static apps and two API instances first and passes the proxy's origin in
// TOPOLOGY_ORIGIN. Not part of the main e2e suite (./tests); run through that script.
import { defineConfig } from '@playwright/test';
import { serialSuite } from './support/browser';

const origin = process.env.TOPOLOGY_ORIGIN;
if (!origin)
  throw new Error('TOPOLOGY_ORIGIN is not set: run `node scripts/topology-test.mjs`, which starts the topology first.');

export default defineConfig(serialSuite('topology', origin, 90_000));
