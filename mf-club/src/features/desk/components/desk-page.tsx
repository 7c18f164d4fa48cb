import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '@portal/shared';
import type { DeskToday } from '@portal/shared/contracts';
import { clubKeys } from '../../../club-query-keys';
import { cancelClass } from '../api/cancel-class';
import { getToday } from '../api/get-today';
import { setAttendance } from '../api/set-attendance';
import { CheckInPanel } from './check-in-panel';
import { ClassRoster } from './class-roster';

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : 'Something went wrong. Please try again.');
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** Today at the desk: today's classes in the club's time zone, their rosters, and check-in. */
export function DeskPage() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: clubKeys.today, queryFn: getToday });
  const today = query.data ?? null;
  const setToday = (update: (t: DeskToday | undefined) => DeskToday | undefined) => client.setQueryData<DeskToday>(clubKeys.today, update);
  const reload = () => query.refetch();
  const [status, setStatus] = useState('');
  const [actionError, setError] = useState('');
  const error = actionError || (query.error ? messageOf(query.error) : '');

  const onAttendance = async (bookingId: number, checkedIn: boolean) => {
    setError('');
    try {
      const updated = await setAttendance(bookingId, checkedIn);
      setToday((t) => (t ? { ...t, classes: t.classes.map((c) => (c.scheduleId === updated.scheduleId ? updated : c)) } : t));
      setStatus(checkedIn ? 'Attendance marked.' : 'Attendance cleared.');
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const onCancel = async (scheduleId: number) => {
    setError('');
    try {
      const r = await cancelClass(scheduleId);
      setStatus(`Class cancelled: ${r.cancelledBookings} booking(s) cancelled, ${r.notified} member(s) e-mailed.`);
      await reload();
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <Stack>
      <PageTitle>Today at the Desk</PageTitle>
      <CheckInPanel />
      <div role="status" aria-live="polite">
        {status && <Alert color="green">{status}</Alert>}
      </div>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!today ? (
        <Loader aria-label="Loading" />
      ) : (
        <>
          <Text>
            Classes on {ddmmyyyy(today.date)} ({today.timeZone})
          </Text>
          {today.classes.length === 0 && <Text>No classes today.</Text>}
          {today.classes.map((c) => (
            <ClassRoster key={c.scheduleId} item={c} onAttendance={(id, on) => void onAttendance(id, on)} onCancel={(id) => void onCancel(id)} />
          ))}
        </>
      )}
    </Stack>
  );
}
