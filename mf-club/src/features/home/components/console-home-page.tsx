import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { OnboardingChecklist } from './onboarding-checklist';

const SECTIONS = [
  { to: '/club/desk', title: 'Today at the Desk', text: "Today's classes, rosters, attendance and check-in.", admin: false },
  { to: '/club/kiosks', title: 'Kiosks', text: 'Pair a check-in kiosk, see paired kiosks, revoke one.', admin: false },
  { to: '/club/failed-payments', title: 'Failed Payments', text: 'Debits members owe: retry, waive, record a desk payment; refunds and the finance export.', admin: false },
  { to: '/club/features', title: 'Features', text: 'Switch portal areas and member features, live.', admin: true },
  { to: '/club/branding', title: 'Branding', text: 'Colours, logo and club details, with a preview.', admin: true },
  { to: '/club/members', title: 'Members', text: 'Find a member, see their bookings, membership and payments.', admin: true },
  { to: '/club/memberships', title: 'Memberships and Promotions', text: 'Membership types, add-ons, promo codes and shop vouchers.', admin: true },
  { to: '/club/shop', title: 'Shop Products', text: 'Categories and products: pictures, prices, stock and visibility.', admin: true },
  { to: '/club/creche', title: 'Creche', text: 'Weekly creche sessions: days, times, places, ages and room.', admin: true },
  { to: '/club/swim-school', title: 'Swim School', text: 'Levels, terms and make-up rules, weekly swim classes, holidays.', admin: true },
  { to: '/club/details', title: 'Club Details', text: 'Opening hours and social links, as Club Info shows them.', admin: true },
  { to: '/club/cancellations', title: 'Cancellations', text: 'Members’ cancellations; approve or decline a request.', admin: true },
  { to: '/club/documents', title: 'Signed Documents', text: 'Terms, waivers and contracts as versions; who signed what.', admin: true },
  { to: '/club/staff', title: 'Staff', text: 'Invite ADMIN or STAFF by e-mail, change a role, remove access.', admin: true },
];

/** The console's landing page: the sections this role may use. */
export function ConsoleHomePage() {
  const role = useSession((s) => s.user?.role);
  const sections = SECTIONS.filter((s) => !s.admin || role === 'ADMIN');
  return (
    <Stack>
      {role === 'ADMIN' && <OnboardingChecklist />}
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
