// /deregister: a signed-in member removes their portal login after confirming with the password.
import { useState } from 'react';
import { Alert, Button, Container, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog, SpinnerButton, TEXT_LIMITS, useSession } from '@portal/shared';
import { useRequest } from '../../../common/use-request';
import { postDeregister } from '../api/member-links-api';

export function DeregisterPage() {
  const user = useSession((s) => s.user);
  const signedOut = useSession((s) => s.signedOut);
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { busy, error, send } = useRequest<void>();
  const location = useLocation();
  const navigate = useNavigate();
  // The success lives in the history entry, not only in this component: signing out changes the
  // session, and the shell then mounts the remote's page afresh (its state would be lost).
  const done = (location.state as { deregistered?: string } | null)?.deregistered ?? '';
  const remove = async () => {
    setConfirming(false);
    await send(async () => {
      const message = await postDeregister(password);
      navigate(location.pathname + location.search, { replace: true, state: { deregistered: message } });
      signedOut();
    });
  };
  return (
    <Container size="xs" py="lg">
      <Stack>
        <Title order={2}>Deregister</Title>
        {done ? (
          <Alert color="green">{done}</Alert>
        ) : !user ? (
          <Alert color="yellow">
            Please <Link to="/login" state={{ from: '/deregister' }}>sign in</Link> first to remove your portal login.
          </Alert>
        ) : (
          <>
            <Text>Removing your portal login signs you out everywhere. Your membership with the club is not cancelled.</Text>
            {error && <Alert color="red">{error}</Alert>}
            <PasswordInput maxLength={TEXT_LIMITS.password} label="Password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            <SpinnerButton color="red" busy={busy} disabled={!password} onClick={() => setConfirming(true)}>
              Remove my login
            </SpinnerButton>
            <Button component={Link} to="/" variant="subtle">Cancel</Button>
          </>
        )}
      </Stack>
      <ConfirmDialog opened={confirming} message="Are you sure you want to remove your portal login?" onCancel={() => setConfirming(false)} onConfirm={remove} />
    </Container>
  );
}
