import { SimpleGrid, Text } from '@mantine/core';
import {
  BalanceWidget,
  MakeupCreditsWidget,
  MembershipWidget,
  NextBookingsWidget,
  NextDebitWidget,
  NotificationsWidget,
  StudentsWidget,
  WidgetSkeleton,
} from './home-widgets';
import { useHome } from './use-home';

const GUARDIAN = 5;
const PROSPECT = 6;

/** The "what's next" grid: skeletons of the right count until GET /portal/home answers. */
export function HomeWidgets({ userId, userType }: { userId: number | undefined; userType: number | undefined }) {
  const state = useHome(userId);
  if (userType === PROSPECT) return null;
  const grid = { base: 1, sm: 2, lg: 4 } as const;
  if (state.status === 'loading') {
    const labels = userType === GUARDIAN ? ["Students' next lessons", 'Outstanding balance', 'Make-up credits'] : ['Next bookings', 'Next direct debit', 'Outstanding balance', 'Membership status'];
    return (
      <SimpleGrid cols={grid}>
        {labels.map((l) => (
          <WidgetSkeleton key={l} label={l} />
        ))}
      </SimpleGrid>
    );
  }
  if (state.status === 'error') return <Text c="dimmed">What's next could not be loaded. Please reload the page.</Text>;
  const { home } = state;
  return (
    <SimpleGrid cols={grid}>
      {home.kind === 'guardian' ? (
        <>
          <StudentsWidget home={home} />
          <BalanceWidget home={home} />
          <MakeupCreditsWidget home={home} />
        </>
      ) : (
        <>
          <NextBookingsWidget home={home} />
          <NextDebitWidget home={home} />
          <BalanceWidget home={home} />
          <MembershipWidget home={home} />
        </>
      )}
      <NotificationsWidget home={home} />
    </SimpleGrid>
  );
}
