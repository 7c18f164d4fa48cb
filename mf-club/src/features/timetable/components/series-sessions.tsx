import { Alert, Button, Table } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@portal/shared';
import { useCancelSessionMutation, useSeriesSessions } from '../api/get-sessions';

/** A series' upcoming sessions; one can be cancelled (bookings cancelled free, members told). */
export function SeriesSessions({ seriesId }: { seriesId: number }) {
  const sessions = useSeriesSessions(seriesId);
  const cancel = useCancelSessionMutation();
  const [status, setStatus] = useState<string | null>(null);
  if (sessions.isPending) return <p>Loading sessions...</p>;
  return (
    <>
      {status && <Alert>{status}</Alert>}
      <Table aria-label="Upcoming sessions">
        <Table.Tbody>
          {(sessions.data ?? []).slice(0, 30).map((s) => (
            <Table.Tr key={s.scheduleId}>
              <Table.Td>{s.date}</Table.Td>
              <Table.Td>{s.startTime}</Table.Td>
              <Table.Td>
                {s.booked} / {s.capacity} booked
              </Table.Td>
              <Table.Td>
                {s.cancelled ? (
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
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
