// The token of a link the portal e-mails (`?token=…`: the registration link, the sign-in link) and
// the problem its page shows: at first, that the link came without one.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const INCOMPLETE_LINK = 'This link is incomplete. Please use the link from your email.';

export function useLinkToken() {
  const [params] = useSearchParams();
  // The link's own parameter, not a secret of the server: a link without one shows INCOMPLETE_LINK.
  const token = params.has('token') ? String(params.get('token')) : '';
  const [problem, setProblem] = useState<string | null>(token ? null : INCOMPLETE_LINK);
  return { token, problem, setProblem };
}
