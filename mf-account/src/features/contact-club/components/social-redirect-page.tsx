import { notifyError, useSession } from '@portal/shared';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { fetchClubSocial } from '../api/social-api';

const FACEBOOK_URL_KEY = 'facebookUrl';

/**
 * /socialExternalRedirect (contact the club): opens the club's stored social link in a new tab
 * and sends this tab to '/'. The link is kept in session storage (facebookUrl) like the spec says.
 */
export function SocialRedirectPage() {
  const clubId = useSession((s) => s.user?.clubId);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !clubId) return;
    done.current = true;
    const stored = sessionStorage.getItem(FACEBOOK_URL_KEY);
    if (stored) {
      window.open(stored, '_blank', 'noopener');
      return;
    }
    fetchClubSocial(clubId)
      .then(({ facebookUrl, socialLink }) => {
        const url = facebookUrl || socialLink;
        if (!url) return;
        sessionStorage.setItem(FACEBOOK_URL_KEY, url);
        window.open(url, '_blank', 'noopener');
      })
      .catch((e: Error) => notifyError(e.message));
  }, [clubId]);

  return <Navigate to="/" replace />;
}
