import { useDeferredValue } from 'react';

/**
 * False on a component's first render, true right after in a low-priority render: what is not
 * needed to read the page (menus, quick links) renders once the page itself has been painted.
 */
export function useAfterFirstPaint(): boolean {
  return useDeferredValue(true, false);
}
