// A page's static first screen (a section heading and the intro paragraph: what the page shows
// before any data), described once. A remote declares it for a route in its `src/first-screens.ts`;
// the shell's build paints it into the route's HTML frame (`firstScreenHtml`, in
// shell/build/signed-in-frames.cjs), the remote's route shows it while the page's chunk downloads
// and the page renders it first (`FirstScreen`, first-screen.tsx), all from these parts, so the
// text that paints with the HTML is the page's own and stays where it is. Styled by
// first-screen.css (plain CSS with Mantine's Title order 3, Text and Stack metrics), in the
// shell's entry CSS. No imports: the shell's build reads this file as data.

export const FIRST_SCREEN_CLASS = 'portal-first-screen';

export interface PageFirstScreen {
  /** A section heading over the intro (an h3: the page's title is the layout's h1). */
  heading?: string;
  /** The paragraph that says what the page is for. */
  intro: string;
  /** The intro's text size, as Mantine's Text `size` (default md). */
  size?: 'sm' | 'md';
  /** The page's column width in px, when the page has one (its Stack's `maw`). */
  maxWidth?: number;
}

interface FirstScreenPart {
  tag: 'h3' | 'p';
  className: string;
  text: string;
}

/** The first screen's elements, in order; text is always text, never markup. */
export function firstScreenParts({ heading, intro, size = 'md' }: PageFirstScreen): FirstScreenPart[] {
  return [
    ...(heading ? [{ tag: 'h3' as const, className: `${FIRST_SCREEN_CLASS}__heading`, text: heading }] : []),
    { tag: 'p', className: `${FIRST_SCREEN_CLASS}__intro ${FIRST_SCREEN_CLASS}__intro--${size}`, text: intro },
  ];
}

/** The wrapper's inline style: the page's column width. */
export const firstScreenMaxWidth = (screen: PageFirstScreen): string | undefined => (screen.maxWidth ? `${screen.maxWidth}px` : undefined);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first screen as HTML, for a route's prerendered frame. */
export function firstScreenHtml(screen: PageFirstScreen): string {
  const maxWidth = firstScreenMaxWidth(screen);
  const style = maxWidth ? ` style="max-width: ${maxWidth};"` : '';
  const parts = firstScreenParts(screen).map((p) => `<${p.tag} class="${p.className}">${escapeHtml(p.text)}</${p.tag}>`);
  return `<div class="${FIRST_SCREEN_CLASS}"${style}>${parts.join('')}</div>`;
}
