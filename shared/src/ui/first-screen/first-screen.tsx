import { createElement } from 'react';
import { FIRST_SCREEN_CLASS, firstScreenMaxWidth, firstScreenParts, type PageFirstScreen } from './first-screen-parts';

/**
 * A page's first screen (first-screen-parts.ts): the same elements the route's HTML frame holds,
 * so the page renders it where the frame painted it. Plain elements, no Mantine: a route's
 * placeholder shows it before the page's chunk (and Mantine's) has arrived.
 */
export function FirstScreen({ screen }: { screen: PageFirstScreen }) {
  const maxWidth = firstScreenMaxWidth(screen);
  return (
    <div className={FIRST_SCREEN_CLASS} style={maxWidth ? { maxWidth } : undefined}>
      {firstScreenParts(screen).map((part) => createElement(part.tag, { key: part.tag, className: part.className }, part.text))}
    </div>
  );
}
