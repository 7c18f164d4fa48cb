import { Badge, Button } from '@mantine/core';
import { DataTable } from '@portal/shared';
import { ConsoleMessages } from '../../../common/console-messages';
import { useConsoleAction } from '../../../common/use-console-action';
import { useCancelCrecheSession, useCrecheSessions } from '../api/creche-sessions';

/** A series' sessions from yesterday on; one can be cancelled (parents booked on it are told). */
export function CrecheSessions({ seriesId }: { seriesId: number }) {
  const sessions = useCrecheSessions(seriesId);
  const cancel = useCancelCrecheSession(seriesId);
  const { status, setStatus, error, run } = useConsoleAction();
  return (
    <>
      <ConsoleMessages status={status} error={error} />
      <DataTable
        aria-label="Creche sessions"
        rows={sessions.data ?? []}
        loading={sessions.isPending}
        empty="No sessions ahead."
        columns={['Date', 'Time', 'Booked', '']}
        rowKey={(s) => s.sessionId}
        cells={(s) => [s.date, s.startTime, `${s.booked} of ${s.capacity}`]}
        actions={(s) =>
          s.cancelled ? (
            <Badge color="gray">Cancelled</Badge>
          ) : (
            <Button size="xs" variant="subtle" color="red" onClick={() => void run(async () => setStatus((await cancel.mutateAsync(s.sessionId)).message))}>
              Cancel session
            </Button>
          )
        }
      />
    </>
  );
}
