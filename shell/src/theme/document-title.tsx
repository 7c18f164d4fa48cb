import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useSession } from '@portal/shared/core';
import { ROUTE_TABLE } from '../routing/route-table';

/** "Page - Club" as the document title. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const clubName = useSession((s) => (s.theme?.clubName as string | undefined) ?? s.user?.clubName);
  useEffect(() => {
    const page = ROUTE_TABLE.find((r) => matchPath(r.path, pathname))?.title;
    document.title = [page, clubName || 'Member Portal'].filter(Boolean).join(' - ');
  }, [pathname, clubName]);
  return null;
}
