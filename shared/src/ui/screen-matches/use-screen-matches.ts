import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen matches a media query, right from the first render. Mantine's default reads
 * the query in an effect, so a phone first rendered the desktop layout (or the desktop the phone's)
 * and then, once mounted, the whole component again: the signed-in layout did that on every page
 * load. The portal renders only in a browser, so the first render can ask the screen itself.
 */
export function useScreenMatches(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
