import type { PageFirstScreen } from '@portal/shared/first-screen';
import { HOUSEHOLD_FIRST_SCREEN } from './features/household/lib/household-first-screen';

// The static first screen of this remote's pages that have one: the shell's build paints it into
// the route's HTML frame (shell/build/signed-in-frames.cjs reads this file as data: only relative
// imports of constants), and routes.tsx shows it while the page's chunk downloads.
export const FIRST_SCREENS = {
  '/household': HOUSEHOLD_FIRST_SCREEN,
} satisfies Record<string, PageFirstScreen>;
