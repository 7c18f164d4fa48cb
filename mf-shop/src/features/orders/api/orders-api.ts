import { useQuery } from '@tanstack/react-query';
import { apiGet, serverKeys } from '@portal/shared';
import type { OrderSummary } from '@portal/shared/contracts';

/** The signed-in user's shop orders, newest first. */
const fetchOrders = () => apiGet<OrderSummary[]>('/portal/orders');

/** Under the cart root: a checkout adds an order. */
export const useOrders = () => useQuery({ queryKey: [...serverKeys.cart, 'orders'], queryFn: fetchOrders });
