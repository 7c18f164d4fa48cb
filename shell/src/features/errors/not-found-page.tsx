import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** /404, unknown routes and remotes the club does not enable. */
export function NotFoundPage() {
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="sm">
        <Text fz={72} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1} ta="center">
          Page not found
        </Title>
        <Text ta="center">Sorry, the page you are looking for does not exist.</Text>
        <Button component={Link} to="/">
          Go to home page
        </Button>
      </Stack>
    </Center>
  );
}
