// Front-desk kiosk for prospects: a welcome screen, then the inquiry form with large targets;
// it returns to the welcome screen after a minute without touches.
import { useCallback, useState } from 'react';
import { Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { MissingClub } from '../../../common/missing-club';
import { useAccountId } from '../../../common/use-account-id';
import { useIdleReset } from '../../../common/use-idle-reset';
import { InquiryForm } from './inquiry-form';

export function ProspectKioskPage() {
  const accountId = useAccountId();
  const [started, setStarted] = useState(false);
  const reset = useCallback(() => setStarted(false), []);
  useIdleReset(reset);
  if (!accountId) return <MissingClub />;
  return (
    <Container size="md" py="xl">
      {started ? (
        <Stack>
          <Title order={2}>Welcome! Leave your details</Title>
          <InquiryForm accountId={accountId} size="xl" onDone={reset} />
          <Button size="xl" variant="subtle" onClick={reset}>
            Start over
          </Button>
        </Stack>
      ) : (
        <Center mih="60vh">
          <Stack align="center">
            <Title order={2}>Welcome to the club</Title>
            <Text size="xl">Interested in joining? Tap below and we will be in touch.</Text>
            <Button size="xl" h={96} px={64} onClick={() => setStarted(true)}>
              Tap to start
            </Button>
          </Stack>
        </Center>
      )}
    </Container>
  );
}
