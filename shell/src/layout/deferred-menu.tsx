import { cloneElement, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import type { Preloadable } from '../app/preloadable';

/** What a deferred menu component receives besides its own props. */
export interface DeferredMenuProps {
  /** The trigger to wrap in Menu.Target (the same element the first screen showed). */
  trigger: ReactElement;
  /** True when the user clicked the trigger before the menu existed. */
  defaultOpened: boolean;
}

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

/**
 * Mantine's Menu brings Popover and floating-ui (about 20 KB gzipped) that no first screen needs:
 * the top bar first renders the trigger alone. Its code is fetched when the pointer reaches the
 * trigger or the trigger gets the focus, and a click renders the real menu in its place, open
 * (its dropdown takes the focus and gives it back to the trigger when it closes).
 * Why and the figures: docs/decisions/performance.md.
 */
export function DeferredMenu<P extends object>({
  menu,
  props,
  trigger,
}: {
  menu: Preloadable<P & DeferredMenuProps>;
  props: P;
  trigger: ReactElement<TriggerProps>;
}) {
  const [opened, setOpened] = useState(false);
  if (opened) {
    const Menu = menu.Component;
    return (
      <Suspense fallback={trigger}>
        <Menu {...props} trigger={trigger} defaultOpened />
      </Suspense>
    );
  }
  const preload = () => void menu.preload().catch(() => undefined);
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setOpened(true),
  });
}
