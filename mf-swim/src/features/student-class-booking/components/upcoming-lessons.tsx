// Each student's upcoming lessons in one list, with Cancel (the page's reason dialog)
// and the way to use a make-up credit.
import { Anchor, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useSession, TableHead, serverKeys } from '@portal/shared';
import type { StudentClassBooking } from '@portal/shared/contracts';
import { fetchUpcomingLessons } from '../api/student-class-api';

export interface UpcomingLessonsProps {
  /** Changes after a cancel, so the list reloads. */
  version: number;
  onCancel: (b: StudentClassBooking) => void;
}

export function UpcomingLessons({ version, onCancel }: UpcomingLessonsProps) {
  const hasCredits = useSession((s) => s.user?.hasMakeUpCredits === true);
  // Under the bookings root (a cancel anywhere refreshes it); `version` asks again after this page's own.
  const query = useQuery({ queryKey: [...serverKeys.bookings, 'swim-upcoming', version], queryFn: fetchUpcomingLessons });
  const lessons = query.isPending ? null : (query.data ?? []);

  return (
    <Card withBorder component="section" aria-label="Upcoming lessons">
      <Title order={3} size="h4" mb="xs">
        Upcoming lessons
      </Title>
      {lessons === null ? (
        <Text size="sm">Loading...</Text>
      ) : lessons.length === 0 ? (
        <Text size="sm">No lessons booked in the next four weeks.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Upcoming lessons">
            <TableHead columns={['Student', 'Class', 'Date', 'Time', null]} />
            <Table.Tbody>
              {lessons.map((l) => (
                <Table.Tr key={l.studentSwimClassBookingDetailId}>
                  <Table.Td>{l.studentName}</Table.Td>
                  <Table.Td>
                    {l.className}
                    {l.isMakeup ? ' (Make Up)' : ''}
                  </Table.Td>
                  <Table.Td>{l.bookedDate}</Table.Td>
                  <Table.Td>{l.classTime}</Table.Td>
                  <Table.Td>
                    {!l.isCancelled && (
                      <Button size="xs" color="red" variant="light" onClick={() => onCancel(l)} aria-label={`Cancel ${l.className} ${l.studentName} ${l.bookedDate}`}>
                        Cancel
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {hasCredits && (
        <Stack gap={0} mt="xs">
          <Anchor component={Link} to="/makeup-credits" size="sm">
            Use a make-up credit
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
