import type * as MantineNotifications from '@mantine/notifications';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/api-error';

// Thin wrappers so every app shows success, error and warning toasts the same way.
type NotifyOptions = { title?: ReactNode; autoClose?: number | false; id?: string };

// @mantine/notifications is fetched with the first toast, not with the first screen (no page
// shows one on load; docs/decisions/performance.md). The host renders its
// <Notifications /> once `onNotificationsNeeded` tells it a toast was asked for.
type NotificationsModule = typeof MantineNotifications;
// Kept on the page, not in this module: a second copy of the module (a file that imports it
// relatively into another shared chunk) must still reach the host's listener.
interface LoaderState {
  loading?: Promise<NotificationsModule>;
  needed: Set<() => void>;
  sequence: number;
}
const STATE_KEY = Symbol.for('portal.notifications-loader');
const state: LoaderState = ((globalThis as Record<symbol, LoaderState | undefined>)[STATE_KEY] ??= {
  needed: new Set(),
  sequence: 0,
});

/** Loads @mantine/notifications (once) and tells the host to render its container. */
export function loadNotifications(): Promise<NotificationsModule> {
  if (!state.loading) {
    const loading = import('@mantine/notifications');
    state.loading = loading;
    // A failed fetch may be retried by the next toast.
    loading.catch(() => {
      if (state.loading === loading) state.loading = undefined;
    });
    for (const listener of state.needed) listener();
  }
  return state.loading;
}

/** Calls `listener` when the first toast is asked for (at once if one already was). */
export function onNotificationsNeeded(listener: () => void): () => void {
  if (state.loading) listener();
  state.needed.add(listener);
  return () => state.needed.delete(listener);
}

const show = (color: string, message: ReactNode, options: NotifyOptions = {}) => {
  const id = options.id ?? `portal-toast-${(state.sequence += 1)}`;
  void loadNotifications().then(({ notifications }) =>
    notifications.show({ color, message, withBorder: true, autoClose: options.autoClose ?? 5000, ...options, id }),
  );
  return id;
};

export const notifySuccess = (message: ReactNode, options?: NotifyOptions) => show('green', message, options);
export const notifyError = (message: ReactNode, options?: NotifyOptions) =>
  show('red', message, { autoClose: 8000, ...options });
export const notifyWarning = (message: ReactNode, options?: NotifyOptions) => show('yellow', message, options);
export const notifyInfo = (message: ReactNode, options?: NotifyOptions) => show('blue', message, options);

interface FailureToastOptions {
  /** Runs after the call either way, e.g. clears the page's busy state. */
  settle?: () => void;
  /** How the failure is shown; an error toast unless told. */
  notify?: (message: string) => unknown;
}
type Call = () => Promise<unknown>;

/**
 * Runs a page's call to the API and says its failure in a toast (the server's errors.message):
 * the one try / catch / finally of a button that saves, books or deletes.
 * `toastOnFailure(call)` or `toastOnFailure({ settle, notify }, call)`.
 */
export async function toastOnFailure(...args: [call: Call] | [options: FailureToastOptions, call: Call]): Promise<void> {
  const [{ settle, notify = notifyError }, call] = args.length === 1 ? [{}, args[0]] : args;
  try {
    await call();
  } catch (error) {
    notify(errorMessage(error));
  } finally {
    settle?.();
  }
}
