// One typed fetcher per endpoint the header's badges read on sign-in and reload, and its query hook.
import type { OutstandingStudentRow } from '@portal/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { serverKeys } from '@portal/shared/query';
import { apiGet } from '../api/http';

export interface CartLine {
  itemQuantity?: number;
}

const fetchCartLines = (memberNumber: string, userType: number) =>
  apiGet<CartLine[]>(`shop/cart/${encodeURIComponent(memberNumber)}/${userType}`);

const fetchOutstanding = () => apiGet<OutstandingStudentRow[]>('swim/outstanding');

/** The header's cart lines (the badge); under the cart root, so every cart change refreshes it. */
export function useCartLinesQuery(memberNumber: string | null, userType: number | null) {
  return useQuery({
    queryKey: [...serverKeys.cart, memberNumber, userType, 'lines'],
    queryFn: () => fetchCartLines(memberNumber ?? '', userType ?? 0),
    enabled: Boolean(memberNumber) && userType != null,
  });
}

/** The swim dues for the header's bell; under the outstanding root (a payment refreshes it). */
export function useOutstandingQuery(userId: number | null) {
  return useQuery({ queryKey: [...serverKeys.outstanding, userId], queryFn: fetchOutstanding, enabled: userId !== null });
}
