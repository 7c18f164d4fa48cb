import { apiGet, apiPost } from '@portal/shared';
import type { SavePaymentDetailBody, StudentPaymentDetail, SwimStudent } from '@portal/shared/contracts';

export const fetchStudents = () => apiGet<SwimStudent[]>('/swim/students');
export const fetchPaymentDetail = (paymentId: number) => apiGet<StudentPaymentDetail>(`/swim/payment-details/${paymentId}`);
export const savePaymentDetail = (body: SavePaymentDetailBody) => apiPost<string>('/swim/payment-details', body);
