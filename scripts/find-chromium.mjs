import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium the e2e tests and benchmarks drive, or null. */
export function findChromium() {
  return CANDIDATES.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

export const HOW_TO_GET_CHROMIUM =
  'No Chromium found for the browser tests. Install Debian\'s: `sudo apt-get update && sudo apt-get install -y chromium` ' +
  '(or set CHROMIUM_PATH to a Chromium/Chrome binary). `npx playwright install` cannot download browsers here.';
