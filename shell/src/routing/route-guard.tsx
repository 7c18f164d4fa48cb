import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@portal/shared/core';
import { FeatureUnavailablePage } from '../features/errors/feature-unavailable-page';
import { canAccess, isSignedIn, switchedOff, type AccessRuleId } from './access-rules';

/**
 * Guards a route with the same rule that hides its menu entry. Not signed in -> /login (remembering
 * the page); a feature the club switched off -> says it is not available; otherwise not allowed ->
 * the dashboard. Sign-in pages send a signed-in ADMIN home.
 */
export function RouteGuard({ rule, children }: { rule: AccessRuleId; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const theme = useSession((s) => s.theme);
  const location = useLocation();
  if (canAccess(rule, { user, theme })) return <>{children}</>;
  if (rule === 'signInPage') return <Navigate to="/" replace />;
  if (!isSignedIn(user)) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (switchedOff(rule, { user, theme })) return <FeatureUnavailablePage />;
  return <Navigate to="/" replace />;
}
