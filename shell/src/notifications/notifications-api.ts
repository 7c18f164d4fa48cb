// One typed fetcher per endpoint the header's badges read on sign-in and reload.
import type { OutstandingStudentRow } from '@portal/shared/contracts';
import { apiGet } from '../api/http';

export interface CartLine {
  itemQuantity?: number;
}

export const fetchCartLines = (memberNumber: string, userType: number) =>
  apiGet<CartLine[]>(`shop/cart/${encodeURIComponent(memberNumber)}/${userType}`);

export const fetchOutstanding = () => apiGet<OutstandingStudentRow[]>('swim/outstanding');
