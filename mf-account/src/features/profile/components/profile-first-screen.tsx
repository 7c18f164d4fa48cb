import { sessionProfileCard, useSession } from '@portal/shared/core';
import { ProfileLayoutPending } from '../../../common/profile-layout/profile-layout';

/**
 * /profile's first screen, from what the session already knows: the member's card and the waiting
 * text. The page shows it while the profile is read, and the route declares it as the page's
 * placeholder while the page's chunk downloads (routes.tsx), so the card the shell painted into
 * the HTML frame is never replaced by anything else.
 */
export function ProfileFirstScreen() {
  const user = useSession((s) => s.user);
  const theme = useSession((s) => s.theme);
  if (!user) return null;
  return <ProfileLayoutPending {...sessionProfileCard(user, theme)} />;
}
