import { Anchor, Breadcrumbs, Stack, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE } from '../routing/route-table';

export interface Crumb {
  title: string;
  page: string;
  queryParams?: Record<string, string>;
}

/** Crumbs for a location: Home, then the route-table entry of the page with its query params. */
function crumbsFor(pathname: string, search: string): Crumb[] {
  const home: Crumb = { title: 'Home', page: '/' };
  if (pathname === '/') return [home];
  const entry = ROUTE_TABLE.find((r) => matchPath(r.path, pathname));
  const queryParams = Object.fromEntries(new URLSearchParams(search));
  return [home, { title: entry?.title ?? 'Page', page: pathname, queryParams }];
}

const hrefOf = (c: Crumb) => {
  const qs = new URLSearchParams(c.queryParams ?? {}).toString();
  return qs ? `${c.page}?${qs}` : c.page;
};

/**
 * Sub-header: the breadcrumb trail, then the page's title, its one h1 (pages do not repeat it).
 * The signed-in frame in each route's HTML draws the same two lines before any script has run
 * (shell/build/signed-in-frames.cjs, signed-in-frame.css): keep their metrics together.
 */
export function BreadcrumbsBar() {
  const { pathname, search } = useLocation();
  const crumbs = crumbsFor(pathname, search);
  const current = crumbs[crumbs.length - 1];
  return (
    <Stack gap="xs" mb="md">
      <Breadcrumbs aria-label="Breadcrumb" separator="›">
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <span key={c.page} aria-current="page">
              {c.title}
            </span>
          ) : (
            <Anchor key={c.page} component={Link} to={hrefOf(c)}>
              {c.title}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
      <Title order={1}>{current?.page === '/' ? 'Dashboard' : current?.title}</Title>
    </Stack>
  );
}
