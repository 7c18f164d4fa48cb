import { Anchor, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { apiGet } from '@portal/shared';
import type { OnboardingChecklist as Checklist } from '@portal/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

const onboardingKey = ['club', 'onboarding'] as const;

/** GET /club-console/onboarding */
const getOnboarding = () => apiGet<Checklist>('club-console/onboarding');

/** ADMIN: what the club still has to set up before members can join, book and buy; each line a link. */
export function OnboardingChecklist() {
  const query = useQuery({ queryKey: onboardingKey, queryFn: getOnboarding });
  const items = query.data?.items ?? [];
  if (!query.data || items.every((i) => i.done)) return null;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3}>{query.data.ready ? 'Finish setting up' : 'Before members can join, book and buy'}</Title>
        <List spacing="xs" aria-label="Set-up checklist">
          {items.map((item) => (
            <List.Item
              key={item.key}
              icon={
                <ThemeIcon size="sm" radius="xl" color={item.done ? 'green' : 'gray'} aria-hidden>
                  {item.done ? '✓' : ''}
                </ThemeIcon>
              }
            >
              <Anchor component={Link} to={item.path} td={item.done ? 'line-through' : undefined}>
                {item.label}
              </Anchor>
              <Text size="sm" c="dimmed">
                {item.done ? 'Done.' : item.hint}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
