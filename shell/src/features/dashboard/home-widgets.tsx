// The dashboard's "what's next" cards, fed by GET /portal/home. Each card keeps its height while
// loading (a skeleton), so the page does not shift when the answer arrives (CLS budget).
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDisplayDate, formatMoney } from '@portal/shared/core';
import type { MemberHome } from '@portal/shared/contracts';

/** One card: `empty` is what it says, in the same small text on every card, when it has nothing to show. */
function Widget({ title, label, empty, children }: { title: string; label: string; empty?: ReactNode; children: ReactNode }) {
  const nothing = children === null || children === undefined || children === false;
  return (
    <Card withBorder padding="md" mih={132} aria-label={label} component="section">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {nothing ? <Text size="sm">{empty}</Text> : children}
    </Card>
  );
}

/** A card's headline figure: an amount or a count. */
function Figure({ color, children }: { color?: string; children: ReactNode }) {
  return (
    <Text fw={700} size="lg" c={color}>
      {children}
    </Text>
  );
}

export function WidgetSkeleton({ label }: { label: string }) {
  return (
    <Card withBorder padding="md" mih={132} aria-label={label} aria-busy="true">
      <Skeleton height={14} width="40%" mb="sm" />
      <Skeleton height={12} mb={6} />
      <Skeleton height={12} width="70%" />
    </Card>
  );
}

const KIND_LABEL = { class: 'Class', pt: 'Personal Training', creche: 'Creche' } as const;

export function NextBookingsWidget({ home }: { home: MemberHome }) {
  const [first, ...rest] = home.nextBookings;
  return (
    <Widget
      title="Your next class"
      label="Next bookings"
      empty={
        <>
          Nothing booked. <Anchor component={Link} to="/classbooking">Book a class</Anchor>
        </>
      }
    >
      {first && (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{first.className}</Text>
            <Badge variant="light">{KIND_LABEL[first.kind]}</Badge>
          </Group>
          <Text size="sm">
            {formatDisplayDate(first.bookedDate)} {first.startTime} - {first.endTime}
          </Text>
          <Group gap="xs">
            {first.onlineClassUrlLink && (
              <Button size="xs" component="a" href={first.onlineClassUrlLink} target="_blank" rel="noopener noreferrer">
                Join Live Class
              </Button>
            )}
            {/* Cancelling shows the spec's cancellation terms and fees: the bookings page owns that dialog. */}
            <Button size="xs" variant="outline" color="red" component={Link} to={`/current-bookings?cancel=${first.kind}-${first.bookedId}`}>
              Cancel
            </Button>
          </Group>
          {rest.map((b) => (
            <Text key={`${b.kind}-${b.bookedId}`} size="sm" c="dimmed">
              Then: {b.className}, {formatDisplayDate(b.bookedDate)} {b.startTime}
            </Text>
          ))}
        </Stack>
      )}
    </Widget>
  );
}

export function NextDebitWidget({ home }: { home: MemberHome }) {
  return (
    <Widget title="Next direct debit" label="Next direct debit" empty="No direct debit is scheduled.">
      {home.nextDebit && (
        <Stack gap={4}>
          <Figure>{formatMoney(home.nextDebit.amountCents)}</Figure>
          <Text size="sm">on {formatDisplayDate(home.nextDebit.date)}</Text>
          <Anchor component={Link} to="/payments" size="sm">
            Payment history
          </Anchor>
        </Stack>
      )}
    </Widget>
  );
}

export function BalanceWidget({ home }: { home: MemberHome }) {
  const owed = home.outstanding;
  return (
    <Widget title="Outstanding balance" label="Outstanding balance" empty="Nothing owing.">
      {owed && (
        <Stack gap={6}>
          <Figure color="red">{formatMoney(owed.amountCents)}</Figure>
          <Button size="xs" component={Link} to={owed.payPath} w="fit-content">
            Pay
          </Button>
        </Stack>
      )}
    </Widget>
  );
}

export function MembershipWidget({ home }: { home: MemberHome }) {
  const m = home.membership;
  return (
    <Widget title="Membership" label="Membership status" empty="No membership on file.">
      {m && (
        <Stack gap={4}>
          <Text fw={700}>{m.name}</Text>
          <Group gap="xs">
            <Badge color={m.status === 'active' ? 'green' : m.status === 'suspended' ? 'orange' : 'gray'}>{m.status}</Badge>
            <Text size="sm">{m.contractType}</Text>
          </Group>
          {m.expiryDate && <Text size="sm">Expires {formatDisplayDate(m.expiryDate)}</Text>}
        </Stack>
      )}
    </Widget>
  );
}

export function MakeupCreditsWidget({ home }: { home: MemberHome }) {
  const c = home.makeupCredits;
  if (!c) return null;
  return (
    <Widget title="Make-up credits" label="Make-up credits">
      <Stack gap={4}>
        <Figure>{c.available}</Figure>
        {c.nextExpiry && <Text size="sm">Next expires {formatDisplayDate(c.nextExpiry)}</Text>}
        {c.available > 0 && (
          <Anchor component={Link} to="/student-classes" size="sm">
            Use a credit
          </Anchor>
        )}
      </Stack>
    </Widget>
  );
}

export function StudentsWidget({ home }: { home: MemberHome }) {
  return (
    <Widget title="Next lessons" label="Students' next lessons">
      <Stack gap={6}>
        {home.students.map((s) => (
          <div key={s.studentNumber}>
            <Text fw={600}>{s.name}</Text>
            <Text size="sm">
              {s.nextLesson
                ? `${s.nextLesson.className}, ${formatDisplayDate(s.nextLesson.date)} ${s.nextLesson.startTime}`
                : 'No lesson booked'}
            </Text>
          </div>
        ))}
      </Stack>
    </Widget>
  );
}

/** The unread in-app notifications of a member or a guardian; absent (null) for other users (staff, prospects). */
export function NotificationsWidget({ home }: { home: MemberHome }) {
  if (home.unreadNotifications === null) return null;
  return (
    <Widget title="Notifications" label="Unread notifications">
      <Figure>{home.unreadNotifications} unread</Figure>
    </Widget>
  );
}
