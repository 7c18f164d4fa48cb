import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@portal/shared/core';
// The card alone, not the shared barrel (date pickers, forms, signatures) the dashboard never uses.
import { MemberCard } from '@portal/shared/member-card';
import { preloadRemote } from '../../federation/remote-route';
import { MenuIcon } from '../../layout/menu-icon';
import { useMenu } from '../../layout/use-menu';
import { registerCardWorker } from '../../api/offline-card';
import { useAfterFirstPaint } from '../../ui/use-after-first-paint';
import { HomeWidgets } from './home-section';

/**
 * / — greeting, what's next (GET /portal/home) and one quick-link card per menu entry the user's
 * access rules allow. The greeting and the card come from the session, so the page's largest
 * element paints without waiting for the home call; the widgets fill in their reserved space.
 */
export function DashboardPage() {
  const user = useSession((s) => s.user);
  const clubName = useSession((s) => (s.theme?.clubName as string | undefined) ?? s.user?.clubName ?? '');
  const links = useMenu()
    .flatMap((s) => s.items)
    .filter((i) => i.page !== '/');
  const painted = useAfterFirstPaint();
  // The service worker that makes the portal installable and keeps the member card offline.
  useEffect(registerCardWorker, []);
  return (
    <Stack>
      <div>
        <Title order={2}>Hello, {user?.fullName}</Title>
        {clubName && <Text c="dimmed">{clubName}</Text>}
      </div>
      <HomeWidgets userId={user?.userId} userType={user?.userType} />
      {user?.barcode && (
        <Stack gap={4}>
          <MemberCard
            barcode={user.barcode}
            memberNumber={user.memberNumber}
            memberName={user.fullName}
            clubName={clubName}
          />
          {/* A page of its own (not a router link): it works offline after one visit. */}
          <Anchor href="/member-card" size="sm">
            Open my member card (works offline)
          </Anchor>
        </Stack>
      )}
      <nav aria-label="Quick links">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {painted &&
            links.map((l) => (
              <UnstyledButton
                key={l.page}
                component={Link}
                to={l.page}
                onMouseEnter={() => preloadRemote(l.remote, user?.userId)}
                onFocus={() => preloadRemote(l.remote, user?.userId)}
              >
                <Card withBorder padding="lg" h="100%">
                  <Group gap="xs" wrap="nowrap">
                    <MenuIcon name={l.icon} />
                    <Text fw={600}>{l.title}</Text>
                  </Group>
                </Card>
              </UnstyledButton>
            ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
