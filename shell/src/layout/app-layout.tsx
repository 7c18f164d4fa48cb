import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useScreenMatches } from '@portal/shared/core';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { findRouteByPath, ROUTE_TABLE } from '../routing/route-table';
import { matchPath } from 'react-router-dom';
import { BreadcrumbsBar } from './breadcrumbs-bar';
import { FooterBar } from './footer-bar';
import { RouteProgressBar, routeProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useMenu } from './use-menu';

const EXPAND_AFTER_MS = 300;
const COLLAPSE_AFTER_MS = 500;
const NAV_WIDTH = 260;
const NAV_MINI_WIDTH = 64;

/**
 * Signed-in layout. On desktop the burger minimises the side menu ("fixed mode"); hovering a
 * minimised menu expands it after 300 ms and it re-minimises 500 ms after the pointer leaves.
 */
export function AppLayout() {
  const sections = useMenu();
  const { pathname } = useLocation();
  const isDesktop = useScreenMatches('(min-width: 62em)');
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [minimised, setMinimised] = useState(false);
  // On a phone the side menu is off screen until the burger opens it: its entries (a link and an
  // icon each) render the first time it opens, not with every page a phone loads
  // (docs/decisions/performance.md). Kept once rendered, so it slides back out as it was.
  const [sideMenuWanted, setSideMenuWanted] = useState(false);
  if (!sideMenuWanted && (isDesktop || mobileOpened)) setSideMenuWanted(true);
  const entry = ROUTE_TABLE.find((r) => matchPath(r.path, pathname)) ?? findRouteByPath(pathname);
  // A page without the side menu (the shop) keeps it off the desktop's screen; on a phone the burger
  // still opens it over the page, the one way to the other pages there.
  const hideSideMenu = entry?.hideSideMenu === true;
  const sideMenuShown = isDesktop ? !hideSideMenu : mobileOpened;
  const [hoverExpanded, setHoverExpanded] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The content fades in after a navigation (docs/spec/account-core.md §2), not on the page load itself: the
  // first page shows at once.
  const [openedAt] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== openedAt) setNavigated(true);

  useEffect(() => {
    closeMobile();
    // A navigation inside the shell completes once the new page has rendered.
    routeProgress.start();
    routeProgress.done();
  }, [pathname, closeMobile]);

  useEffect(() => {
    // After a navigation, keyboard and screen-reader users continue from the new page's content,
    // not from wherever the link that led there was (or from the top of the document).
    if (navigated) document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname, navigated]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onEnter = () => {
    if (!isDesktop || !minimised) return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setHoverExpanded(true), EXPAND_AFTER_MS);
  };
  const onLeave = () => {
    if (!isDesktop || !minimised) return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setHoverExpanded(false), COLLAPSE_AFTER_MS);
  };

  const showMini = isDesktop && minimised && !hoverExpanded;
  const toggleNav = () => (isDesktop ? setMinimised((m) => !m) : toggleMobile());

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: showMini ? NAV_MINI_WIDTH : NAV_WIDTH, breakpoint: 'md', collapsed: { mobile: !mobileOpened, desktop: hideSideMenu } }}
      // Phones and tablets: no fixed footer taking a strip of the screen over the page's own buttons;
      // the copyright line ends the page instead.
      footer={isDesktop ? { height: 40 } : undefined}
      padding="md"
    >
      <a href="#main-content" className="shell-skip-link">
        Skip to content
      </a>
      <RouteProgressBar />
      <AppShell.Header component="header">
        <TopBar sections={sections} navOpened={isDesktop ? !minimised : mobileOpened} onToggleNav={toggleNav} burgerHiddenOnDesktop={hideSideMenu} />
      </AppShell.Header>
      {/* Off screen, it is inert: no Tab stop on a link nobody can see. */}
      <AppShell.Navbar p="xs" onMouseEnter={onEnter} onMouseLeave={onLeave} inert={!sideMenuShown}>
        {sideMenuWanted && !(isDesktop && hideSideMenu) && <SideMenu sections={sections} minimised={showMini} />}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <BreadcrumbsBar />
        <Box key={pathname} className={navigated ? 'shell-content-enter' : undefined}>
          <Outlet />
        </Box>
      </AppShell.Main>
      {/* A top-level footer (outside main), so it stays the page's contentinfo landmark. */}
      {!isDesktop && (
        <Box component="footer" px="md">
          <FooterBar />
        </Box>
      )}
      {isDesktop && (
        <AppShell.Footer component="footer">
          <FooterBar />
        </AppShell.Footer>
      )}
      <ScrollToTop />
    </AppShell>
  );
}
