import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@portal/shared/core';

/** The front desk (STAFF) has no member dashboard: home is the club console. */
export function StaffHome({ children }: { children: ReactNode }) {
  const role = useSession((s) => s.user?.role);
  if (role === 'STAFF') return <Navigate to="/club" replace />;
  return <>{children}</>;
}
