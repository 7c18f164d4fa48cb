import { useEffect, useEffectEvent } from 'react';

/**
 * Says once that a query failed (a toast, usually), where a page used to say it in its fetch's
 * catch. Called again only for a new failure, not on every render.
 */
export function useErrorNotice(error: unknown, notice: (error: unknown) => void): void {
  const say = useEffectEvent(notice);
  useEffect(() => {
    if (error) say(error);
  }, [error]);
}
