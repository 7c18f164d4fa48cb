import { Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '@portal/shared';
import { DESK_DAYS_AHEAD, type DeskToday } from '@portal/shared/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelClass } from '../api/cancel-class';
import { changeCapacity } from '../api/change-capacity';
import { getToday, deskTodayKey } from '../api/get-today';
import { setAttendance } from '../api/set-attendance';
import { ConsoleMessages } from '../../../common/console-messages';
import { useConsoleAction } from '../../../common/use-console-action';
import { CheckInPanel } from './check-in-panel';
import { ClassRoster } from './class-roster';
import { errorMessage } from '@portal/shared';

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** The club date `days` after `date` (calendar arithmetic in UTC: no zone can skip a day). */
function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Today at the desk: the classes of the club's today (or, to change a capacity ahead, of one of
 * the next days) in the club's time zone, their rosters, and check-in.
 */
export function DeskPage() {
  const isAdmin = useSession((s) => s.user?.role === 'ADMIN');
  const client = useQueryClient();
  // The day shown: '' is the club's today; to change a capacity ahead, one of the next days.
  const [day, setDay] = useState('');
  const todayQuery = useQuery({ queryKey: deskTodayKey, queryFn: () => getToday() });
  const dayQuery = useQuery({ queryKey: [...deskTodayKey, day], queryFn: () => getToday(day), enabled: Boolean(day) });
  const shown = day ? dayQuery : todayQuery;
  const today = shown.data ?? null;
  // When the day was read: a class that had started by then offers no capacity change.
  const loadedAt = shown.dataUpdatedAt;
  const clubToday = todayQuery.data?.date ?? '';
  const setToday = (update: (t: DeskToday | undefined) => DeskToday | undefined) =>
    client.setQueryData<DeskToday>(day ? [...deskTodayKey, day] : deskTodayKey, update);
  const reload = () => shown.refetch();
  const { status, setStatus, error: actionError, setError, run } = useConsoleAction();
  const error = actionError || (shown.error ? errorMessage(shown.error) : '');
  const isToday = !day || day === clubToday;
  const days = clubToday ? Array.from({ length: DESK_DAYS_AHEAD + 1 }, (_, i) => addDays(clubToday, i)) : [];

  const onCapacity = async (scheduleId: number, capacity: number): Promise<string> => {
    setError('');
    try {
      const r = await changeCapacity(scheduleId, capacity);
      setToday((t) => (t ? { ...t, classes: t.classes.map((c) => (c.scheduleId === r.class.scheduleId ? r.class : c)) } : t));
      setStatus(`Capacity of ${r.class.className} is now ${r.class.capacity}; ${r.promoted} waiting member(s) offered or given a place.`);
      return '';
    } catch (e) {
      return errorMessage(e);
    }
  };

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
      <CheckInPanel />
      <ConsoleMessages status={status} error={error} />
      {!today ? (
        <Loader aria-label="Loading" />
      ) : (
        <>
          {days.length > 0 && (
            <NativeSelect
              label="Day"
              w={220}
              value={day || clubToday}
              onChange={(e) => {
                setStatus('');
                setDay(e.currentTarget.value === clubToday ? '' : e.currentTarget.value);
              }}
              data={days.map((d, i) => ({ value: d, label: i === 0 ? `Today, ${ddmmyyyy(d)}` : ddmmyyyy(d) }))}
            />
          )}
          <Text>
            Classes on {ddmmyyyy(today.date)} ({today.timeZone})
          </Text>
          {today.classes.length === 0 && <Text>{isToday ? 'No classes today.' : 'No classes on this day.'}</Text>}
          {today.classes.map((c) => (
            <ClassRoster
              key={c.scheduleId}
              item={c}
              isToday={isToday}
              onAttendance={(id, on) => void onAttendance(id, on)}
              onCancel={(id) => void onCancel(id)}
              onCapacity={isAdmin && new Date(c.startsAt).getTime() > loadedAt ? onCapacity : undefined}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
