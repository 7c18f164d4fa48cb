// A page restored from the browser's back/forward cache is the page exactly as it was left, with no
// request made: after a sign-out on a shared computer, Back could show the previous member's page.
// The HTML is no-store (which keeps most browsers from caching it that way), and should a browser
// restore it anyway, the page reloads so the session check runs again and shows the sign-in page.

/** Installs the guard on `win`; returns the uninstaller. */
export function installBfcacheGuard(win: Window = window, reload: () => void = () => win.location.reload()): () => void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) reload();
  };
  win.addEventListener('pageshow', onPageShow);
  return () => win.removeEventListener('pageshow', onPageShow);
}
