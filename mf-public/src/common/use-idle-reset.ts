// Kiosks return to their start screen after a period without touches or keys.
import { useEffect } from 'react';

const KIOSK_IDLE_MS = 60_000;

export function useIdleReset(onIdle: () => void, ms = KIOSK_IDLE_MS): void {
  useEffect(() => {
    let timer = window.setTimeout(onIdle, ms);
    const bump = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onIdle, ms);
    };
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    events.forEach((e) => window.addEventListener(e, bump));
    return () => {
      window.clearTimeout(timer);
      events.forEach((e) => window.removeEventListener(e, bump));
    };
  }, [onIdle, ms]);
}
