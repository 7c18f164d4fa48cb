import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FEATURE_NOT_AVAILABLE } from '@portal/shared/messages';

/** A page of a feature the club switched off in its console: said, not hidden behind a redirect. */
export function FeatureUnavailablePage() {
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="sm" role="status">
        <Title order={1} ta="center">
          Not available
        </Title>
        <Text ta="center">{FEATURE_NOT_AVAILABLE}</Text>
        <Button component={Link} to="/">
          Go to home page
        </Button>
      </Stack>
    </Center>
  );
}
