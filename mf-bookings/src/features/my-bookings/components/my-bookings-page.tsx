// My bookings (/current-bookings, /past-bookings): class, PT and creche cards with Cancel,
// Join Live Class, On-Demand, Book Now (an offered waiting-list place) and Add to calendar.
import { Alert, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toastOnFailure, ConfirmDialog, FirstScreen, LoadingText, isApiError, notifyError, notifySuccess, notifyWarning, useClubToday, useSession } from '@portal/shared';
import type { BookingItem, OnDemandItem } from '@portal/shared/contracts';
import {
  bookPendingClass,
  cancelClassBooking,
  cancelCrecheBooking,
  cancelPtBooking,
  fetchCancellationTerms,
  forceCancelClassBooking,
  icsUrl,
  waitingToBook,
  type When,
} from '../api/my-bookings-api';
import { GROUP_FITNESS_ROUTE, peekPendingClassSelection, takePendingClassSelection } from '../hooks/pending-class-selection';
import { useMyBookings } from '../hooks/use-my-bookings';
import { BookingCard } from './booking-card';
import { CalendarFeed } from './calendar-feed';
import { CURRENT_BOOKINGS_FIRST_SCREEN } from '../lib/current-bookings-first-screen';
import { OnDemandDialog } from './on-demand-dialog';

// The calendar (and its library) loads only when the member asks for it.
const BookingsCalendar = lazy(() => import('./bookings-calendar'));

const CANCELLED = 'Booking has been cancelled.';
const LATE_CANCEL =
  'Cancelling outside the cutoff time may incur a fee or forfeit a session credit. Do you still want to cancel?';

export function MyBookingsPage({ when }: { when: When }) {
  const memberNumber = useSession((s) => s.memberNumber) ?? '';
  const apiBase = useSession((s) => s.clientApiUrl);
  const today = useClubToday();
  const navigate = useNavigate();
  // The pending public-timetable selection is booked before the list loads, so it shows up.
  const [ready, setReady] = useState(() => when === 'past' || peekPendingClassSelection() === null);
  const { items, error, reload } = useMyBookings(when, memberNumber, ready);
  const [confirm, setConfirm] = useState<BookingItem | null>(null);
  // What cancelling costs, from the server, shown in both confirmations ('' when nothing).
  const [terms, setTerms] = useState('');
  const [lateConfirm, setLateConfirm] = useState<BookingItem | null>(null);
  const [onDemand, setOnDemand] = useState<OnDemandItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<'list' | 'calendar'>('list');
  // The dashboard's Cancel opens this page with ?cancel=<kind>-<id>: ask once the list is here.
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    if (when !== 'current') return;
    const pending = takePendingClassSelection();
    if (!pending) return;
    bookPendingClass(pending)
      .then((r) => {
        notifySuccess(r.message);
        setReady(true);
      })
      .catch((e: Error) => {
        notifyWarning(e.message);
        navigate(GROUP_FITNESS_ROUTE);
      });
  }, [when, navigate]);

  const done = async () => {
    notifySuccess(CANCELLED);
    await reload();
  };

  const loadTerms = (item: BookingItem) =>
    fetchCancellationTerms(item.kind, item.bookedId).then(
      (t) => setTerms(t.message),
      () => setTerms(''),
    );

  const askToCancel = (item: BookingItem) => {
    setTerms('');
    setConfirm(item);
    void loadTerms(item);
  };

  const cancel = async (item: BookingItem) => {
    setBusy(true);
    try {
      if (item.kind === 'pt') await cancelPtBooking(item.bookedId);
      else if (item.kind === 'creche') await cancelCrecheBooking(item.bookedId);
      else await cancelClassBooking(item.bookedId);
      setConfirm(null);
      await done();
    } catch (e) {
      setConfirm(null);
      // A class cancel refused inside the cut-off asks the second confirmation (docs/spec/bookings-commerce.md §4).
      if (item.kind === 'class' && isApiError(e) && e.status === 409) setLateConfirm(item);
      else notifyError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const forceCancel = async (item: BookingItem) => {
    setBusy(true);
    await toastOnFailure({ settle: () => setBusy(false) }, async () => {
      await forceCancelClassBooking(item.bookedId);
      setLateConfirm(null);
      await done();
    });
  };

  const bookNow = async (item: BookingItem) => {
    try {
      await waitingToBook(item.bookedId, item.kind === 'creche' ? 'creche' : 'class');
      notifySuccess(item.kind === 'creche' ? 'Nice job, see you and your child on the gym.' : 'You have succesfully booked to class.');
      await reload();
    } catch (e) {
      notifyWarning((e as Error).message);
      await reload();
    }
  };

  // Handled once, as soon as the list is here: the confirmation opens as the page renders; its
  // terms are asked for, and the address cleaned, once it has.
  const wanted = params.get('cancel');
  const [cancelAsked, setCancelAsked] = useState<{ item: BookingItem | null } | null>(null);
  if (wanted && items && !cancelAsked) {
    const item = items.find((b) => `${b.kind}-${b.bookedId}` === wanted) ?? null;
    setCancelAsked({ item });
    if (item) {
      setTerms('');
      setConfirm(item);
    }
  }
  const onCancelAsked = useEffectEvent((item: BookingItem | null) => {
    if (item) void loadTerms(item);
    setParams({}, { replace: true });
  });
  useEffect(() => {
    if (cancelAsked) onCancelAsked(cancelAsked.item);
  }, [cancelAsked]);

  return (
    <Stack>
      {/* Where the route's HTML frame painted it (first-screens.ts): what the calendar feed under it is for. */}
      {when === 'current' && <FirstScreen screen={CURRENT_BOOKINGS_FIRST_SCREEN} />}
      {when === 'current' && <CalendarFeed />}
      {error && <Alert color="red">{error}</Alert>}
      {!items && !error && <LoadingText />}
      {items && items.length === 0 && <Alert color="gray">No bookings found.</Alert>}
      {when === 'current' && items && items.length > 0 && (
        <SegmentedControl
          aria-label="Bookings view"
          w="fit-content"
          value={view}
          onChange={(v) => setView(v as 'list' | 'calendar')}
          data={[
            { value: 'list', label: 'List' },
            { value: 'calendar', label: 'Calendar' },
          ]}
        />
      )}
      {view === 'calendar' && when === 'current' && items && items.length > 0 && (
        <Suspense fallback={<LoadingText />}>
          <BookingsCalendar items={items} today={today} onPick={askToCancel} />
        </Suspense>
      )}
      {(view === 'list' || when !== 'current') && items && items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((item) => (
            <BookingCard
              key={`${item.kind}-${item.bookedId}`}
              item={item}
              past={when === 'past'}
              icsHref={icsUrl(apiBase, item.bookedId, item.kind)}
              onCancel={askToCancel}
              onBookNow={bookNow}
              onOnDemand={(i) => setOnDemand(i.classScheduleOnDemands)}
            />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        opened={confirm !== null}
        title="Cancel Booking"
        message={<CancelMessage question="Are you sure you want to cancel this booking?" terms={terms} />}
        width={500}
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && cancel(confirm)}
      />
      <ConfirmDialog
        opened={lateConfirm !== null}
        title="Cancel Booking"
        message={<CancelMessage question={LATE_CANCEL} terms={terms} />}
        width={500}
        busy={busy}
        onCancel={() => setLateConfirm(null)}
        onConfirm={() => lateConfirm && forceCancel(lateConfirm)}
      />
      <OnDemandDialog items={onDemand} onClose={() => setOnDemand(null)} />
    </Stack>
  );
}

function CancelMessage({ question, terms }: { question: string; terms: string }) {
  return (
    <Stack gap="xs">
      <Text>{question}</Text>
      {terms && <Text fw={600}>{terms}</Text>}
    </Stack>
  );
}
