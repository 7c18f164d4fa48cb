// Which instant, if any, this test file runs at. The date matrix (jest.config.cjs, one project per
// entry of scripts/pinned-instants.json) sets the global __PORTAL_NOW__; a one-off run can set
// PORTAL_NOW=<ISO instant> instead. Neither: the real time.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface PinnedInstant {
  name: string;
  /** ISO instant (UTC). */
  at: string;
  /** The club's (Australia/Sydney) wall clock at `at`, written by hand in the table. */
  clubDate: string;
  clubTime: string;
  clubOffset: string;
  why: string;
}

export const PINNED_INSTANTS_FILE = path.join(__dirname, '../../../scripts/pinned-instants.json');

export function pinnedInstants(): PinnedInstant[] {
  return (JSON.parse(readFileSync(PINNED_INSTANTS_FILE, 'utf8')) as { instants: PinnedInstant[] }).instants;
}

/** The ISO instant the clock is pinned at for this test file, or undefined for the real time. */
export function pinnedAt(): string | undefined {
  const fromProject = (globalThis as { __PORTAL_NOW__?: string }).__PORTAL_NOW__;
  return fromProject || process.env.PORTAL_NOW || undefined;
}
