// The reference page for page timings: React + Mantine, nothing else, built like the portal.
import '@mantine/core/styles.css';
import { Button, Container, MantineProvider, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <Container size="xs" py="xl">
      <Stack>
        <Title order={1}>Account Login</Title>
        <TextInput label="Email" />
        <PasswordInput label="Password" />
        <Button>SIGN IN</Button>
      </Stack>
    </Container>
  </MantineProvider>,
);
