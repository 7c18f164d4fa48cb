// What the signed-in frame painted into the page before React (/profile's member card, a remote's
// declared first screen that the build put in the HTML): the shell
// keeps that element on screen while the page's remote loads, so the first screen stays put until
// the remote's own (its lazyPage fallback, then the page) takes its place. The host knows only
// what it painted; which placeholder a page has is the remote's declaration.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FIRST_SCREEN_CLASS } from '@portal/shared/first-screen';

let painted: { path: string; element: HTMLElement } | undefined;

/** Called by a frame painter with what it added for the address. */
export function keepFrameFirstScreen(path: string, element: HTMLElement): void {
  painted = { path, element };
}

/**
 * The first screen the route's HTML holds under its title (shell/build/signed-in-frames.cjs, from
 * the remote's declaration), kept like a painted one: whatever it says is the remote's business.
 */
export function keepHtmlFirstScreen(path: string): void {
  const element = document.querySelector<HTMLElement>(`#root > .portal-frame > .portal-frame__main > .${FIRST_SCREEN_CLASS}`);
  if (element) keepFrameFirstScreen(path, element);
}

/** The remote's page is on screen: the painted element is not shown again. */
export function forgetFrameFirstScreen(): void {
  painted = undefined;
}

/** The painted element for `path` while it is kept, else `fallback`. */
export function FrameFirstScreen({ path, fallback }: { path: string; fallback: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const element = painted?.path === path ? painted.element : undefined;
  useLayoutEffect(() => {
    if (element && ref.current && element.parentNode !== ref.current) ref.current.append(element);
  }, [element]);
  return element ? <div ref={ref} className="portal-frame__first-screen" aria-busy="true" /> : <>{fallback}</>;
}
