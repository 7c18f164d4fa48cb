import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, DataTable } from '@portal/shared';
import { useCancelSessionMutation, useSeriesSessions } from '../api/get-sessions';

/** A series' upcoming sessions; one can be cancelled (bookings cancelled free, members told). */
export function SeriesSessions({ seriesId }: { seriesId: number }) {
  const sessions = useSeriesSessions(seriesId);
  const cancel = useCancelSessionMutation();
  const [status, setStatus] = useState<string | null>(null);
  return (
    <>
      {status && <Alert>{status}</Alert>}
      <DataTable
        aria-label="Upcoming sessions"
        rows={(sessions.data ?? []).slice(0, 30)}
        loading={sessions.isPending && <p>Loading sessions...</p>}
        rowKey={(s) => s.scheduleId}
        cells={(s) => [s.date, s.startTime, `${s.booked} / ${s.capacity} booked`]}
        actions={(s) =>
          s.cancelled ? (
            'Cancelled'
          ) : (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() =>
                cancel.mutate(s.scheduleId, {
                  onSuccess: (r) => setStatus(`Session of ${s.date} cancelled; ${r.notified} members told.`),
                  onError: (err) => setStatus(errorMessage(err)),
                })
              }
            >
              Cancel {s.date}
            </Button>
          )
        }
      />
    </>
  );
}
