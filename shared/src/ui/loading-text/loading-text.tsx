import { Center, Loader, Stack, Text } from '@mantine/core';
import { RETRIEVING_DATA } from '../../messages/membership';

/** How long a wait lasts before its text shows (a load answered sooner never flashes it). */
export const WAITING_TEXT_DELAY_MS = 400;

// Invisible, not absent, until the delay has passed: screen readers hear the status at once and
// tests find it, but a fast load neither flashes it nor paints it as the page's largest text (which
// Lighthouse then took for the page's LCP: docs/decisions/performance.md). A style React 19
// hoists into the head once, so every app's copy of this component shares it.
const APPEAR = '@keyframes portal-waiting-appear{from{opacity:0}to{opacity:1}}';

/** Centered loader with the spec's waiting text (by default its 'Retrieving data' one). */
export function LoadingText({ text = RETRIEVING_DATA }: { text?: string }) {
  return (
    <>
      <style href="portal-waiting-appear" precedence="portal">
        {APPEAR}
      </style>
      <Center
        py="xl"
        role="status"
        aria-live="polite"
        style={{ animation: `portal-waiting-appear 0s linear ${WAITING_TEXT_DELAY_MS}ms both` }}
      >
        <Stack align="center" gap="sm">
          <Loader />
          <Text>{text}</Text>
        </Stack>
      </Center>
    </>
  );
}
