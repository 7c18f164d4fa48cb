import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastTone = 'error' | 'warning' | 'success';

interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

// Same durations as the shared notify helpers, so toasts behave alike on every page.
const AUTO_CLOSE_MS: Record<ToastTone, number> = { error: 8000, warning: 5000, success: 5000 };

/** Toasts of the sign-in page: the same corner and wording as the portal's, without Mantine. */
export function useSignInToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const close = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((all) => all.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (tone: ToastTone, message: string) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, tone, message }]);
      timers.current.set(
        id,
        setTimeout(() => close(id), AUTO_CLOSE_MS[tone]),
      );
    },
    [close],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { toasts, show, close };
}

export function SignInToasts({ toasts, onClose }: { toasts: Toast[]; onClose: (id: number) => void }) {
  return (
    <div className="signin-toasts">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`signin-toast signin-toast--${t.tone}`}
          role={t.tone === 'success' ? 'status' : 'alert'}
        >
          <span>{t.message}</span>
          <button type="button" className="signin-toast__close" aria-label="Close" onClick={() => onClose(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
