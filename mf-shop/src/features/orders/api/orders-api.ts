import { apiGet } from '@portal/shared';
import type { OrderSummary } from '@portal/shared/contracts';

/** The signed-in user's shop orders, newest first (issue 20). */
export const fetchOrders = () => apiGet<OrderSummary[]>('/portal/orders');
