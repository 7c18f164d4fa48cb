import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '@portal/shared';

const SECTIONS = [
  { to: '/club/desk', title: 'Today at the Desk', text: "Today's classes, rosters, attendance and check-in.", admin: false },
  { to: '/club/kiosks', title: 'Kiosks', text: 'Pair a check-in kiosk, see paired kiosks, revoke one.', admin: false },
  { to: '/club/features', title: 'Features', text: 'Switch portal areas and member features, live.', admin: true },
  { to: '/club/branding', title: 'Branding', text: 'Colours, logo and club details, with a preview.', admin: true },
  { to: '/club/members', title: 'Members', text: 'Find a member, see their bookings, membership and payments.', admin: true },
];

/** The console's landing page: the sections this role may use. */
export function ConsoleHomePage() {
  const role = useSession((s) => s.user?.role);
  const sections = SECTIONS.filter((s) => !s.admin || role === 'ADMIN');
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {sections.map((s) => (
          <Card key={s.to} withBorder component={Link} to={s.to}>
            <Title order={3}>{s.title}</Title>
            <Text>{s.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
