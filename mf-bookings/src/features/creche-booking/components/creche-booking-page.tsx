// Creche booking (/crechebooking): date and club filters, 'Search Sessions', session tiles with
// a child selector; a full session books onto the waiting list after 'Book to wait list?'.
import { Alert, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  toastOnFailure,
  announceChange,
  ChildDialog,
  ConfirmDialog,
  DateField,
  LoadingText,
  notifyError,
  notifySuccess,
  notifyWarning,
  useErrorNotice,
  useSession,
} from '@portal/shared';
import type { CrecheSession } from '@portal/shared/contracts';
import { bookCreche, searchCrecheSessions, useCrecheClubs, useCrecheKids, useCrecheSettings } from '../api/creche-booking-api';
import { CrecheSessionTile } from './creche-session-tile';

const NO_SESSIONS = 'No creche session/s found.';
const NO_CHILD = "We need to know your child's name.";

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function CrecheBookingPage() {
  const memberNumber = useSession((s) => s.memberNumber) ?? '';
  const settingsQuery = useCrecheSettings();
  const clubsQuery = useCrecheClubs();
  const kidsQuery = useCrecheKids(memberNumber);
  useErrorNotice(settingsQuery.error ?? clubsQuery.error ?? kidsQuery.error, (e) => notifyError((e as Error).message));
  // The page waits for both, as it did for its one Promise.all.
  const settings = clubsQuery.data ? (settingsQuery.data ?? null) : null;
  const clubs = clubsQuery.data ?? [];
  const kids = kidsQuery.data ?? [];
  // The club's today and its first club until the member picks others.
  const [chosenDate, setDate] = useState<string | null>(null);
  const date = chosenDate ?? settings?.today ?? '';
  const [chosenAccountId, setAccountId] = useState<string | null>(null);
  const accountId = chosenAccountId ?? clubs[0]?.accountId ?? null;
  const [sessions, setSessions] = useState<CrecheSession[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [waitList, setWaitList] = useState<{ session: CrecheSession; childId: number } | null>(null);
  const [addChild, setAddChild] = useState(false);

  // A child added here: every list of children (this page's, /children) re-reads.
  const loadKids = () => announceChange('children');

  const search = async () => {
    if (!date || !accountId) return notifyWarning('This field is required.');
    setSearching(true);
    await toastOnFailure({ settle: () => setSearching(false) }, async () => {
      setSessions(await searchCrecheSessions({ selectedDate: date, accountId }));
    });
  };

  const submit = async (session: CrecheSession, childId: number) => {
    setBusyId(session.classScheduleId);
    await toastOnFailure({ settle: () => setBusyId(null) }, async () => {
      const result = await bookCreche({ classScheduleId: session.classScheduleId, childId, classDateTime: session.classDateTime });
      notifySuccess(result.message);
      await search();
    });
  };

  const onBook = (session: CrecheSession, childId: number | null) => {
    if (!childId) return notifyWarning(NO_CHILD);
    if (session.spotsLeft <= 0) setWaitList({ session, childId });
    else void submit(session, childId);
  };

  if (!settings) return <LoadingText />;
  const maxDays = settings.classBookingMaxDaysView > 0 ? settings.classBookingMaxDaysView : 30;
  return (
    <Stack>
      <Group align="flex-end">
        <DateField label="Date" required value={date} minDate={settings.today} maxDate={addDays(settings.today, maxDays)} onChange={(v) => setDate(v ?? '')} />
        <Select label="Club" required data={clubs.map((c) => ({ value: c.accountId, label: c.accountName }))} value={accountId} onChange={setAccountId} allowDeselect={false} />
        <Button onClick={search} loading={searching}>
          Search Sessions
        </Button>
        <Button variant="light" onClick={() => setAddChild(true)}>
          Add Child
        </Button>
      </Group>
      {sessions && sessions.length === 0 && <Alert color="yellow">{NO_SESSIONS}</Alert>}
      {sessions && sessions.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {sessions.map((s) => (
            <CrecheSessionTile key={s.classScheduleId} session={s} kids={kids} busy={busyId === s.classScheduleId} onBook={onBook} />
          ))}
        </SimpleGrid>
      )}
      {/* The account's Child Details dialog (from @portal/shared); a saved child joins the selector. */}
      <ChildDialog
        opened={addChild}
        input={{ memberNumber }}
        onClose={(result) => {
          setAddChild(false);
          if (result) loadKids();
        }}
      />
      <ConfirmDialog
        opened={waitList !== null}
        title="Waiting list"
        message="Book to wait list?"
        onCancel={() => setWaitList(null)}
        onConfirm={() => {
          const w = waitList;
          setWaitList(null);
          if (w) void submit(w.session, w.childId);
        }}
      />
    </Stack>
  );
}
