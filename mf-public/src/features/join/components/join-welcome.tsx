// After joining: the member number and the way in.
import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { JoinComplete } from '@portal/shared/contracts';

export function JoinWelcome({ done, email }: { done: JoinComplete; email: string }) {
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={2}>Welcome!</Title>
        <Alert color="green" title={done.message}>
          Your member number is {done.memberNumber}. We have e-mailed your welcome pack to {email}.
        </Alert>
        <Button component={Link} to="/login">
          Sign in now
        </Button>
      </Stack>
    </Container>
  );
}
