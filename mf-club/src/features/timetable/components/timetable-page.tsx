import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { WEEKDAY_LABELS, type WeekdayCode } from '@portal/shared/contracts';
import { errorMessage, DataTable, useClubToday } from '@portal/shared';
import { useRetireSeriesMutation, useSeries } from '../api/get-series';
import { useRowEditor } from '../../../common/use-row-editor';
import { ClosuresPanel } from './closures-panel';
import { SeriesForm } from './series-form';
import { SeriesSessions } from './series-sessions';

/** The timetable: weekly class series, their sessions, and closures (ADMIN). */
export function TimetablePage() {
  const series = useSeries();
  const retire = useRetireSeriesMutation();
  const { editing, setEditing, showing, toggleShowing, status, setStatus, done } = useRowEditor();
  // The club's today for the form's defaults (the server checks every date in the club's zone).
  const today = useClubToday();
  if (series.isPending) return <Loader aria-label="Loading" />;
  if (series.error) return <Alert color="red">{errorMessage(series.error)}</Alert>;
  const list = series.data ?? [];
  return (
    <Stack>
      {status && <Alert color="green">{status}</Alert>}
      <Group justify="space-between">
        <Title order={3}>Weekly classes</Title>
        <Button onClick={() => setEditing('new')}>New class series</Button>
      </Group>
      {editing === 'new' && <SeriesForm today={today} onDone={done} />}
      <DataTable
        aria-label="Class series"
        rows={list}
        empty="No classes on the timetable yet. Add the first weekly class series."
        cells={(s) => [
          s.name,
          s.weekdays.map((d) => WEEKDAY_LABELS[d as WeekdayCode] ?? d).join(', '),
          `${s.startTime}, ${s.durationMin} min`,
          s.location,
          s.instructor,
          s.retired ? 'Retired' : `${s.capacity} places`,
        ]}
        actions={(s) => (
          <>
            <Button size="xs" variant="light" onClick={() => setEditing(s.id)} disabled={s.retired}>
              Change
            </Button>
            <Button size="xs" variant="subtle" onClick={() => toggleShowing(s.id)}>
              Sessions
            </Button>
            {!s.retired && (
              <Button size="xs" variant="subtle" color="red" onClick={() => retire.mutate(s.id, { onSuccess: () => setStatus(`${s.name} retired; booked sessions stay.`) })}>
                Retire
              </Button>
            )}
          </>
        )}
      />
      {typeof editing === 'number' && (
        <SeriesForm key={editing} series={list.find((s) => s.id === editing)} today={today} onDone={done} />
      )}
      {showing !== null && <SeriesSessions seriesId={showing} />}
      <ClosuresPanel />
    </Stack>
  );
}
