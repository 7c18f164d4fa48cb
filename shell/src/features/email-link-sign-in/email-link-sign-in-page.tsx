import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@portal/shared/core';
import { EMAIL_LINK_SIGN_IN, EMAIL_LINK_SIGN_IN_INTRO } from '@portal/shared/messages';
import { AuthCard } from '../../ui/auth-card';
import { useLinkToken } from '../../ui/use-link-token';
import { emailLinkSignIn } from '../session/auth-api';
import { completeSignIn } from '../sign-in/complete-sign-in';

/**
 * /signin-link?token=… — the page the sign-in link e-mail opens. Nothing happens until the member
 * presses the button (a mail scanner may open the link), and the server accepts the token only
 * from the browser that asked for it.
 */
export function EmailLinkSignInPage() {
  const { token, problem, setProblem } = useLinkToken();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    try {
      navigate(await completeSignIn(await emailLinkSignIn(token), 'member'), { replace: true });
    } catch (error) {
      setProblem(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Sign In" backTo="/signin/1">
      {problem ? (
        <Alert role="alert" color="red">
          {problem}
        </Alert>
      ) : (
        <Stack>
          <Text>{EMAIL_LINK_SIGN_IN_INTRO}</Text>
          <Button onClick={() => void signIn()} loading={busy}>
            {EMAIL_LINK_SIGN_IN}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
