// /household: the payer's family. Each dependant's membership, packs and upcoming class bookings;
// the payer buys a pack for a dependant (their stored card pays, the receipt is e-mailed to them),
// cancels a dependant's booking or membership (dependant-cancellation.tsx) and freezes it
// (dependant-freeze.tsx). A swim guardian's students are their household too: each student's level,
// next lessons, make-up credits and balance, with links to the swim pages that book, use credits and
// pay (by the guardian's card).
import { Alert, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ConfirmDialog,
  errorMessage,
  FirstScreen,
  formatClubDateTime,
  formatMoney,
  HOUSEHOLD_NO_PAYER_CARD,
  LoadingText,
  notifyError,
  notifySuccess,
  DataTable,
  useClubTimeZone,
  useErrorNotice,
} from '@portal/shared';
import type { Household, HouseholdDependant, HouseholdStudent } from '@portal/shared/contracts';
import { DependantCancellation } from './dependant-cancellation';
import { HOUSEHOLD_FIRST_SCREEN, HOUSEHOLD_STUDENTS_FIRST_SCREEN } from '../lib/household-first-screen';
import { DependantFreeze } from './dependant-freeze';
import { type PackPurchase, useBuyForDependant, useCancelDependantBooking, useHousehold } from '../api/household-api';

/** One person of the household: a region named after them, their name as its heading. */
function PersonCard({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={name}>
      <Stack gap="xs">
        <Title order={3}>{name}</Title>
        {children}
      </Stack>
    </Card>
  );
}

function DependantCard({
  dependant,
  offers,
  onBuy,
}: {
  dependant: HouseholdDependant;
  offers: Household['offers'];
  onBuy: (p: PackPurchase) => void;
}) {
  const [subscriptionId, setSubscriptionId] = useState(String(offers[0]?.subscriptionId ?? ''));
  const cancel = useCancelDependantBooking();
  const zone = useClubTimeZone();
  const d = dependant;
  const onCancel = (bookingId: number) =>
    cancel.mutate(
      { memberNumber: d.memberNumber, bookingId },
      { onSuccess: () => notifySuccess('Booking cancelled.'), onError: (e) => notifyError(errorMessage(e)) },
    );
  return (
    <PersonCard name={d.name}>
      <Text size="sm">Membership: {d.membership || 'None'}</Text>
      {d.membership && <DependantCancellation memberNumber={d.memberNumber} name={d.name} />}
      {d.membership && <DependantFreeze memberNumber={d.memberNumber} name={d.name} />}
      <Text fw={600}>Packs</Text>
      {d.packs.length ? (
        d.packs.map((p) => (
          <Text key={`${p.name}-${p.expiryDate}`} size="sm">
            {p.name}: {p.remaining < 0 ? 'Unlimited' : `${p.remaining} sessions left`}
            {p.expiryDate ? ` (expires ${p.expiryDate})` : ''}
          </Text>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          No packs.
        </Text>
      )}
      {offers.length > 0 && (
        <Group align="end">
          <NativeSelect
            label={`Pack for ${d.name}`}
            value={subscriptionId}
            onChange={(e) => setSubscriptionId(e.currentTarget.value)}
            data={offers.map((o) => ({
              value: String(o.subscriptionId),
              label: `${o.name} (${formatMoney(o.totalCostCents)})`,
            }))}
          />
          <Button onClick={() => onBuy({ memberNumber: d.memberNumber, subscriptionId: Number(subscriptionId) })}>
            Buy for {d.name}
          </Button>
        </Group>
      )}
      <Text fw={600}>Upcoming bookings</Text>
      {d.bookings.length ? (
        <DataTable
          rows={d.bookings}
          rowKey={(b) => b.bookingId}
          columns={['Class', 'When', 'Status', '']}
          cells={(b) => [b.className, formatClubDateTime(b.startsAt, zone), b.status]}
          actions={(b) => (
            <Button size="xs" variant="light" color="red" onClick={() => onCancel(b.bookingId)}>
              Cancel {b.className}
            </Button>
          )}
        />
      ) : (
        <Text size="sm" c="dimmed">
          No upcoming bookings.
        </Text>
      )}
    </PersonCard>
  );
}

function StudentCard({ student }: { student: HouseholdStudent }) {
  const s = student;
  const zone = useClubTimeZone();
  return (
    <PersonCard name={s.name}>
      <Text size="sm">Level: {s.levelName || 'Not set'}</Text>
      <Text fw={600}>Next lessons</Text>
      {s.lessons.length ? (
        s.lessons.map((l) => (
          <Text key={l.startsAt} size="sm">
            {l.className}: {formatClubDateTime(l.startsAt, zone)}
          </Text>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          No lessons booked.
        </Text>
      )}
      <Text size="sm">Make-up credits: {s.makeupCredits}</Text>
      <Text size="sm">Balance owing: {formatMoney(s.balanceCents)}</Text>
      <Group gap="xs">
        <Button size="xs" variant="light" component={Link} to="/student-class-booking">
          Lessons of {s.name}
        </Button>
        {s.makeupCredits > 0 && (
          <Button size="xs" variant="light" component={Link} to="/makeup-credits">
            Make-up credits of {s.name}
          </Button>
        )}
        {s.posTrasanctionId > 0 && (
          <Button size="xs" component={Link} to={`/student-list?pay=${s.posTrasanctionId}`}>
            Pay for {s.name}
          </Button>
        )}
      </Group>
    </PersonCard>
  );
}

/** The pack the payer chose for a dependant, confirmed with its price and the card it is charged to. */
function BuyPackDialog({
  household,
  pending,
  onClose,
}: {
  household: Household;
  pending: PackPurchase | null;
  onClose: () => void;
}) {
  const buy = useBuyForDependant();
  const offer = household.offers.find((o) => o.subscriptionId === pending?.subscriptionId);
  const who = household.dependants.find((d) => d.memberNumber === pending?.memberNumber);
  const confirm = () => {
    if (!pending) return;
    buy.mutate(pending, {
      onSuccess: (r) => notifySuccess(r.message),
      onError: (e) => notifyError(errorMessage(e)),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      opened={pending !== null}
      title="Buy a pack"
      message={`Buy ${offer?.name ?? ''} for ${who?.name ?? ''}? ${formatMoney(offer?.totalCostCents ?? 0)} is charged to your card ${household.payerCard}.`}
      confirmLabel="Pay now"
      busy={buy.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}

export function HouseholdPage() {
  const query = useHousehold();
  const [pending, setPending] = useState<PackPurchase | null>(null);
  useErrorNotice(query.error, (e) => notifyError(errorMessage(e)));
  const household = query.data;
  // What the page is for needs no data (its title is the layout's h1): it paints with the page, not after
  // the answer, where the route's HTML frame painted it (first-screens.ts).
  if (!household)
    return (
      <Stack>
        <FirstScreen screen={HOUSEHOLD_FIRST_SCREEN} />
        <LoadingText text="Loading your household..." />
      </Stack>
    );
  return (
    <Stack>
      <FirstScreen screen={household.students.length > 0 && household.dependants.length === 0 ? HOUSEHOLD_STUDENTS_FIRST_SCREEN : HOUSEHOLD_FIRST_SCREEN} />
      {!household.payerCard && household.dependants.length > 0 && (
        <Alert color="yellow">{HOUSEHOLD_NO_PAYER_CARD}</Alert>
      )}
      {household.dependants.length === 0 && household.students.length === 0 && (
        <Text c="dimmed">Nobody in your household yet: the club adds them for you.</Text>
      )}
      {household.dependants.map((d) => (
        <DependantCard key={d.memberNumber} dependant={d} offers={household.offers} onBuy={setPending} />
      ))}
      {household.students.map((s) => (
        <StudentCard key={s.studentNumber} student={s} />
      ))}
      <BuyPackDialog household={household} pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
