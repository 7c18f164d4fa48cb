import { renderHook } from '@testing-library/react';
import { useScreenMatches } from './use-screen-matches';

describe('useScreenMatches', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it("answers the screen's own match in the first render, and renders once", () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 599px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    const seen: boolean[] = [];
    renderHook(() => {
      const phone = useScreenMatches('(max-width: 599px)');
      seen.push(phone);
      return phone;
    });
    expect(seen).toEqual([true]);
    seen.length = 0;
    renderHook(() => {
      const desktop = useScreenMatches('(min-width: 62em)');
      seen.push(desktop);
      return desktop;
    });
    expect(seen).toEqual([false]);
  });
});
