// Esc closes only the innermost layer. Mantine's Modal listens for Escape on the window, so every
// open modal closes at once (a dialog inside the change-membership wizard took the wizard with
// it), and its capture listener fires before the date picker's own handler (Esc inside the Add
// Child dialog closed the dialog, not the calendar). Modal.Stack shares one "handled" mark, but
// only among modals declared inside one Stack with ids, which dialogs from different components
// (and remotes) are not. So the portal's dialogs turn Mantine's Escape off and register here: one
// window listener closes the most recently opened layer, unless the key belongs to a widget
// inside it (an open dropdown or date picker), which then closes itself.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

interface Layer {
  close: () => void;
  /** The layer's own DOM (the modal's root); a key from outside it belongs to something else. */
  root: RefObject<HTMLElement | null>;
}

const layers: Layer[] = [];
let listening = false;

/**
 * True when the focused element handles Escape itself: Mantine marks inputs whose dropdown is
 * open with data-mantine-stop-propagation (Select, Autocomplete; our DateField too), and popup
 * triggers say aria-expanded="true".
 */
function widgetOwnsEscape(target: Element): boolean {
  return target.closest('[data-mantine-stop-propagation="true"]') !== null || target.getAttribute('aria-expanded') === 'true';
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
  const top = layers[layers.length - 1];
  if (!top) return;
  const target = event.target;
  if (target instanceof Element && target !== document.body && target !== document.documentElement) {
    if (widgetOwnsEscape(target)) return;
    // Focus in a dropdown rendered in a portal (calendar, menu): that layer is above this one.
    const root = top.root.current;
    if (root && !root.contains(target)) return;
  }
  top.close();
}

function listen() {
  if (listening || typeof window === 'undefined') return;
  // Capture: runs before React's handlers, so an open dropdown is still marked as open.
  window.addEventListener('keydown', onKeyDown, { capture: true });
  listening = true;
}

/** Number of open layers (for tests and diagnostics). */
export const openEscapeLayers = (): number => layers.length;

/**
 * While `active`, Escape calls `onEscape` when this is the innermost open layer. Layers stack in
 * the order they open, so a dialog opened from inside another is above it.
 */
export function useEscapeLayer(active: boolean, onEscape: () => void, root: RefObject<HTMLElement | null>): void {
  const handler = useRef(onEscape);
  useLayoutEffect(() => {
    handler.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const layer: Layer = { close: () => handler.current(), root };
    layers.push(layer);
    listen();
    return () => {
      const i = layers.indexOf(layer);
      if (i >= 0) layers.splice(i, 1);
    };
  }, [active, root]);
}
