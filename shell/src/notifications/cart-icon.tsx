import { IconShoppingCart } from '@tabler/icons-react';
import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '@portal/shared/core';
import { useCartLinesQuery, type CartLine } from './notifications-api';

/** Number of items in a cart answer; lines without a quantity count once. */
function cartCount(lines: CartLine[] | null | undefined): number {
  if (!Array.isArray(lines)) return 0;
  return lines.reduce((n, l) => n + (typeof l.itemQuantity === 'number' && l.itemQuantity > 0 ? l.itemQuantity : 1), 0);
}

/**
 * Header cart shortcut with a badge: read from the API as soon as the session is known (sign-in,
 * reload), then again whenever the cart changes (the query layer's event bridge, after a shop
 * mutation's `announceChange('cart')`).
 */
export function CartIcon() {
  const memberNumber = useSession((s) => s.memberNumber);
  const userType = useSession((s) => s.userType);
  const { data, isError } = useCartLinesQuery(memberNumber, userType);
  // The shop may not be deployed for this club: a failure simply shows no badge.
  const count = isError ? 0 : cartCount(data);

  const label = count > 0 ? `Shopping cart, ${count} item${count === 1 ? '' : 's'}` : 'Shopping cart';
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4} color="red">
      <ActionIcon component={Link} to="/shopping-cart" variant="subtle" size="lg" aria-label={label}>
        <IconShoppingCart aria-hidden="true" focusable="false" size={22} stroke={1.75} />
      </ActionIcon>
    </Indicator>
  );
}
