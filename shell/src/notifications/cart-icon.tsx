import { IconShoppingCart } from '@tabler/icons-react';
import { ActionIcon, Indicator } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { bus, useBusEvent, useSession } from '@portal/shared/core';
import { fetchCartLines, type CartLine } from './notifications-api';

/** Delay before re-reading the cart after a change (docs/spec/account-core.md §9: cart refresh delay 1000 ms). */
export const CART_REFRESH_DELAY_MS = 1000;

/** Number of items in a cart answer; lines without a quantity count once. */
export function cartCount(lines: CartLine[] | null | undefined): number {
  if (!Array.isArray(lines)) return 0;
  return lines.reduce((n, l) => n + (typeof l.itemQuantity === 'number' && l.itemQuantity > 0 ? l.itemQuantity : 1), 0);
}

/**
 * Header cart shortcut with a badge: read from the API as soon as the session is known (sign-in,
 * reload), then again 1 s after every `cart:changed`.
 */
export function CartIcon() {
  const memberNumber = useSession((s) => s.memberNumber);
  const userType = useSession((s) => s.userType);
  const [count, setCount] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reload = async () => {
    if (!memberNumber || userType == null) return;
    try {
      const lines = await fetchCartLines(memberNumber, userType);
      const n = cartCount(lines);
      setCount(n);
      bus.emit('cart:show', n > 0);
    } catch {
      // The shop may not be deployed for this club; the icon simply shows no badge.
      setCount(0);
      bus.emit('cart:show', false);
    }
  };

  useBusEvent('cart:changed', () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void reload(), CART_REFRESH_DELAY_MS);
  });

  // The badge must be right on the first page after sign-in or a reload, not only after the shop
  // has announced a change.
  useEffect(() => {
    void reload();
  }, [memberNumber, userType]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const label = count > 0 ? `Shopping cart, ${count} item${count === 1 ? '' : 's'}` : 'Shopping cart';
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4} color="red">
      <ActionIcon component={Link} to="/shopping-cart" variant="subtle" size="lg" aria-label={label}>
        <IconShoppingCart aria-hidden="true" focusable="false" size={22} stroke={1.75} />
      </ActionIcon>
    </Indicator>
  );
}
