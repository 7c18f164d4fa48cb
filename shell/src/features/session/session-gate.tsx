import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { sessionStore } from '@portal/shared/core';
import { API_UNREACHABLE } from '../errors/messages';
import { checkSession, takeSessionCheck, type SessionCheck } from '../../api/startup-data';

export { API_UNREACHABLE };

type Status = 'loading' | 'ready' | 'unreachable';

/**
 * Restores the cookie session once on load (GET /auth/me and the theme), taking the answer of the
 * check index.ts started before the app loaded. A 401 simply means "signed out" and the routes show
 * sign-in; an unreachable API gets a full-page message with Retry, never a blank page. When the
 * start-up sign-in page has just signed the user in, the store already holds them: nothing to ask.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>(() => (sessionStore.getState().user ? 'ready' : 'loading'));

  // Asks for the session and settles the status. The first ask starts from 'loading' (the initial
  // state); Retry shows it again before asking.
  const restore = useCallback(
    () =>
      (takeSessionCheck() ?? checkSession()).then((answer: SessionCheck) => {
        if (answer.status === 'unreachable') {
          setStatus('unreachable');
          return;
        }
        if (answer.status === 'signedIn')
          sessionStore.getState().signedIn(answer.user, answer.theme, sessionStore.getState().clientApiUrl);
        else sessionStore.getState().signedOut();
        setStatus('ready');
      }),
    [],
  );

  useEffect(() => {
    if (!sessionStore.getState().user) void restore();
  }, [restore]);

  const retry = () => {
    setStatus('loading');
    void restore();
  };

  if (status === 'loading') {
    return (
      <Center mih="100vh">
        <Loader aria-label="Loading the portal" />
      </Center>
    );
  }
  if (status === 'unreachable') {
    return (
      <Center mih="100vh" p="md" component="main">
        <Stack align="center" maw={480} role="alert">
          <Title order={1} size="h3" ta="center">
            Connection problem
          </Title>
          <Text ta="center">{API_UNREACHABLE}</Text>
          <Button onClick={retry}>Retry</Button>
        </Stack>
      </Center>
    );
  }
  return <>{children}</>;
}
