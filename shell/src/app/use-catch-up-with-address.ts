import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * `<BrowserRouter>` reads the address when it first renders and listens to it from its commit; the
 * portal's first render is a transition that can span many frames, and an address changed in
 * between (Back pressed, another script's pushState) would be missed. Once mounted, the router
 * catches up with the address: a passive effect, so it runs after the router's own listener is in
 * place (a layout effect).
 */
export function useCatchUpWithAddress(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname !== location.pathname || search !== location.search || hash !== location.hash) {
      void navigate({ pathname, search, hash }, { replace: true });
    }
    // Once, on mount: later changes reach the router through its own listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
