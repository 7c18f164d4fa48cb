// After joining: where the member number went, and the way in. The screen is the same for everyone
// who gets this far (a member already on the books is told by e-mail), so it names no number.
import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { JoinComplete } from '@portal/shared/contracts';

export function JoinWelcome({ done, email }: { done: JoinComplete; email: string }) {
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={2}>Welcome!</Title>
        <Alert color="green" title={done.message}>
          We have e-mailed your member number and welcome pack to {email}. Sign in with that e-mail and the
          password you chose.
        </Alert>
        <Button component={Link} to="/login">
          Sign in now
        </Button>
      </Stack>
    </Container>
  );
}
