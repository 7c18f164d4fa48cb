import { apiDelete } from '@portal/shared';

/** DELETE /admin/kiosks/{id} */
export function revokeKiosk(id: number): Promise<null> {
  return apiDelete<null>(`admin/kiosks/${id}`);
}
