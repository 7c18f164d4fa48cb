import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { sessionStore } from '@portal/shared/core';
import { statusOf } from '../../api/http';
import { loadSession } from './auth-api';

export const API_UNREACHABLE = 'We can’t reach the club right now. Please check your connection and try again.';

type Status = 'loading' | 'ready' | 'unreachable';

/** A failure without an HTTP answer, or a gateway/server failure, means the club cannot be reached. */
export function isUnreachable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 0 || status >= 500;
}

/**
 * Restores the cookie session once on load (GET /auth/me and the theme). A 401 simply means
 * "signed out" and the routes show sign-in; an unreachable API gets a full-page message with
 * Retry, never a blank page.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>('loading');

  const restore = useCallback(async () => {
    setStatus('loading');
    try {
      const { user, theme } = await loadSession();
      sessionStore.getState().signedIn(user, theme, sessionStore.getState().clientApiUrl);
      setStatus('ready');
    } catch (error) {
      if (isUnreachable(error)) {
        setStatus('unreachable');
        return;
      }
      sessionStore.getState().signedOut();
      setStatus('ready');
    }
  }, []);

  useEffect(() => {
    void restore();
  }, [restore]);

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
          <Button onClick={() => void restore()}>Retry</Button>
        </Stack>
      </Center>
    );
  }
  return <>{children}</>;
}
