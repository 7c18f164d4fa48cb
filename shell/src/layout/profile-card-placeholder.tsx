// /profile's card while mf-account loads: the same card frame-profile-card.ts painted into the
// HTML frame, now rendered by React in the signed-in layout, so it stays on screen from the first
// paint until mf-account's own (ProfileLayoutPending, then the page) takes its place.
import { memberAvatarSrc, USER_TYPE_GUARDIAN, useSession } from '@portal/shared/core';

export function ProfileCardPlaceholder() {
  const user = useSession((s) => s.user);
  const theme = useSession((s) => s.theme);
  if (!user || user.userType === USER_TYPE_GUARDIAN) return null;
  return (
    <div className="portal-frame__profile-card portal-frame__profile-card--in-page" aria-busy="true">
      {/* The name is right under it: the picture says nothing more to a screen reader. */}
      <img className="portal-frame__avatar" alt="" src={memberAvatarSrc(theme)} />
      <p className="portal-frame__profile-name">{user.fullName}</p>
      <p className="portal-frame__profile-email">{user.email}</p>
    </div>
  );
}
