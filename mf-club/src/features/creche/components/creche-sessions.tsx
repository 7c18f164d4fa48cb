import { Badge, Button, Table, Text } from '@mantine/core';
import { LoadingText, TableHead } from '@portal/shared';
import { ConsoleMessages } from '../../../common/console-messages';
import { useConsoleAction } from '../../../common/use-console-action';
import { useCancelCrecheSession, useCrecheSessions } from '../api/creche-sessions';

/** A series' sessions from yesterday on; one can be cancelled (parents booked on it are told). */
export function CrecheSessions({ seriesId }: { seriesId: number }) {
  const sessions = useCrecheSessions(seriesId);
  const cancel = useCancelCrecheSession(seriesId);
  const { status, setStatus, error, run } = useConsoleAction();
  if (sessions.isPending) return <LoadingText />;
  const rows = sessions.data ?? [];
  return (
    <>
      <ConsoleMessages status={status} error={error} />
      {rows.length === 0 ? (
        <Text>No sessions ahead.</Text>
      ) : (
        <Table aria-label="Creche sessions">
          <TableHead columns={['Date', 'Time', 'Booked', '']} />
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.sessionId}>
                <Table.Td>{s.date}</Table.Td>
                <Table.Td>{s.startTime}</Table.Td>
                <Table.Td>
                  {s.booked} of {s.capacity}
                </Table.Td>
                <Table.Td>
                  {s.cancelled ? (
                    <Badge color="gray">Cancelled</Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => void run(async () => setStatus((await cancel.mutateAsync(s.sessionId)).message))}
                    >
                      Cancel session
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
