import type { PlaywrightTestConfig } from '@playwright/test';

/** The system Chromium every e2e config drives, with the background work that slows a CI box off. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/**
 * A suite outside the main one (first-club, topology): its specs in `dir`, one at a time, no retries,
 * its results under .tmp/<dir>, against `baseURL`.
 */
export function serialSuite(dir: string, baseURL: string, timeout: number): PlaywrightTestConfig {
  return {
    testDir: `./${dir}`,
    workers: 1,
    fullyParallel: false,
    retries: 0,
    timeout,
    expect: { timeout: 15_000 },
    reporter: [['list']],
    outputDir: `../.tmp/${dir}/test-results`,
    use: { baseURL, trace: 'retain-on-failure', launchOptions: chromiumLaunch },
  };
}
