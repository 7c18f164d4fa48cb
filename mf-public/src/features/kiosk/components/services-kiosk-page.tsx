// /services-kiosk: the club's services as large tiles; each opens its public page for this club,
// and the kiosk comes back to the start after a minute without touches.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Alert, Container, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { LoadingText } from '@portal/shared';
import type { ServiceOption } from '@portal/shared/contracts';
import { MissingClub } from '../../../common/missing-club';
import { useAccountId } from '../../../common/use-account-id';
import { useIdleReset } from '../../../common/use-idle-reset';
import { getServiceOptions } from '../api/get-service-options';
import { errorMessage } from '@portal/shared';

export function ServicesKioskPage() {
  const accountId = useAccountId();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['public', 'service-options', accountId], queryFn: () => getServiceOptions(accountId), enabled: Boolean(accountId) });
  const options: ServiceOption[] | null = query.data ?? null;
  const error = query.error ? errorMessage(query.error) : '';
  const home = useCallback(() => window.scrollTo({ top: 0 }), []);
  useIdleReset(home);
  if (!accountId) return <MissingClub />;
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={2}>How can we help?</Title>
        {error && <Alert color="red">{error}</Alert>}
        {!options && !error && <LoadingText />}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {options?.map((o) => (
            <UnstyledButton
              key={o.key}
              onClick={() => navigate(`${o.path}?accountId=${encodeURIComponent(accountId)}`)}
              p="xl"
              mih={160}
              style={{ border: '2px solid var(--mantine-color-blue-6)', borderRadius: 16 }}
            >
              <Text size="xl" fw={700}>
                {o.title}
              </Text>
              <Text size="md" c="dimmed">
                {o.description}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
