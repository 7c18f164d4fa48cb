import { Outlet } from 'react-router-dom';

/** Blank layout: only the routed content (public pages, sign-in, error pages). */
export function BlankLayout() {
  return <Outlet />;
}
