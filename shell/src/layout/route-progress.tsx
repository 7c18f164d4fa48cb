import { useEffect, useSyncExternalStore } from 'react';

/**
 * Route progress bar: 35 % when a navigation starts, 75 % while its page is still loading, 100 %
 * when it is done (or cancelled), then hidden (docs/spec/account-core.md §2).
 */
type Listener = () => void;
let value = 0;
let pending = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();
const set = (v: number) => {
  value = v;
  listeners.forEach((l) => l());
};

export const routeProgress = {
  start() {
    pending += 1;
    clearTimeout(timer);
    set(35);
    timer = setTimeout(() => pending > 0 && set(75), 200);
  },
  done() {
    pending = Math.max(0, pending - 1);
    if (pending > 0) return;
    clearTimeout(timer);
    set(100);
    timer = setTimeout(() => set(0), 300);
  },
  get value() {
    return value;
  },
};

const subscribe = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Marks a pending page: mount = started, unmount = done. Used as the Suspense fallback's companion. */
export function useProgressWhileMounted() {
  useEffect(() => {
    routeProgress.start();
    return () => routeProgress.done();
  }, []);
}

export function RouteProgressBar() {
  const v = useSyncExternalStore(
    subscribe,
    () => value,
    () => 0,
  );
  return (
    <div
      className="shell-progress"
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v}
      aria-hidden={v === 0}
      style={{ width: `${v}%`, opacity: v === 0 || v === 100 ? 0 : 1 }}
    />
  );
}
