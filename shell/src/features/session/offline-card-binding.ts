// The offline member card follows the session store: whenever the portal learns the session is
// gone (any API call answering 401 clears the store, shared api-client; Logout; the start-up
// check), the saved card goes; whenever a user is signed in, the card is bound to them.
import { sessionStore } from '@portal/shared/core';
import { bindOfflineCard, clearOfflineCard } from '../../member-card-page/offline-card';

/** Starts following the store (once, when the portal mounts); answers the unsubscribe. */
export function bindOfflineCardToSession(): () => void {
  let previous = sessionStore.getState().user;
  if (previous) void bindOfflineCard(previous);
  return sessionStore.subscribe((state) => {
    const user = state.user;
    if (user === previous) return;
    if (user) void bindOfflineCard(user);
    else void clearOfflineCard();
    previous = user;
  });
}
