import { Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { PageTitle } from '@portal/shared';
import type { DeskToday } from '@portal/shared/contracts';
import { cancelClass } from '../api/cancel-class';
import { getToday } from '../api/get-today';
import { setAttendance } from '../api/set-attendance';
import { ConsoleMessages } from '../../../lib/console-messages';
import { messageOf } from '../../../lib/message-of';
import { useConsoleAction } from '../../../lib/use-console-action';
import { CheckInPanel } from './check-in-panel';
import { ClassRoster } from './class-roster';

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** Today at the desk: today's classes in the club's time zone, their rosters, and check-in. */
export function DeskPage() {
  const [today, setToday] = useState<DeskToday | null>(null);
  const { status, setStatus, error, setError, run } = useConsoleAction();
  const reload = useCallback(() => getToday().then(setToday, (e: unknown) => setError(messageOf(e))), [setError]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const onAttendance = (bookingId: number, checkedIn: boolean) =>
    run(async () => {
      const updated = await setAttendance(bookingId, checkedIn);
      setToday((t) => (t ? { ...t, classes: t.classes.map((c) => (c.scheduleId === updated.scheduleId ? updated : c)) } : t));
      setStatus(checkedIn ? 'Attendance marked.' : 'Attendance cleared.');
    });
  const onCancel = (scheduleId: number) =>
    run(async () => {
      const r = await cancelClass(scheduleId);
      setStatus(`Class cancelled: ${r.cancelledBookings} booking(s) cancelled, ${r.notified} member(s) e-mailed.`);
      await reload();
    });

  return (
    <Stack>
      <PageTitle>Today at the Desk</PageTitle>
      <CheckInPanel />
      <ConsoleMessages status={status} error={error} />
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
