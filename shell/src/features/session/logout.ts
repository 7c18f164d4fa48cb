import { sessionStore } from '@portal/shared/core';
import { clearOfflineCard } from '../../api/offline-card';
import { logoutCall } from './auth-api';

/**
 * Signs out on the server, clears the session, then goes to the stored url-after-log-out or
 * /login (docs/spec/bookings-commerce.md §4). The server call failing must not keep the user signed in here.
 */
export async function logout(
  navigate: (to: string) => void,
  assign: (url: string) => void = (u) => window.location.assign(u),
) {
  try {
    await logoutCall();
  } catch {
    // The session cookie may already be gone; clearing locally is what matters to the user.
  }
  // The offline member card must not outlive the session on this device.
  await clearOfflineCard();
  const { urlAfterLogout } = sessionStore.getState();
  // Club computers are shared: nothing of this member stays in the tab (pending bookings, flags).
  try {
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable (private modes); there is then nothing to clear.
  }
  sessionStore.getState().signedOut();
  if (urlAfterLogout) {
    sessionStore.getState().setUrlAfterLogout(null);
    assign(urlAfterLogout);
  } else {
    navigate('/login');
  }
}
