// Each student's upcoming lessons in one list, with Cancel (the page's reason dialog)
// and the way to use a make-up credit. A table on wider screens; on a phone the table (520 px)
// would scroll sideways inside the card with every Cancel off screen, so each lesson is a card.
import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PHONE_MEDIA_QUERY, useScreenMatches, useSession, DataTable, serverKeys } from '@portal/shared';
import type { StudentClassBooking } from '@portal/shared/contracts';
import { fetchUpcomingLessons } from '../api/student-class-api';

export interface UpcomingLessonsProps {
  /** Changes after a cancel, so the list reloads. */
  version: number;
  onCancel: (b: StudentClassBooking) => void;
}

function CancelButton({ lesson, onCancel }: { lesson: StudentClassBooking; onCancel: (b: StudentClassBooking) => void }) {
  return (
    <Button size="xs" color="red" variant="light" onClick={() => onCancel(lesson)} aria-label={`Cancel ${lesson.className} ${lesson.studentName} ${lesson.bookedDate}`}>
      Cancel
    </Button>
  );
}

const lessonName = (l: StudentClassBooking) => `${l.className}${l.isMakeup ? ' (Make Up)' : ''}`;

/** Phones: one card per lesson, its Cancel at the card's end. */
function LessonCards({ lessons, onCancel }: { lessons: StudentClassBooking[]; onCancel: (b: StudentClassBooking) => void }) {
  return (
    <Stack gap="xs">
      {lessons.map((l) => (
        <Card key={l.studentSwimClassBookingDetailId} withBorder padding="sm" aria-label={`${lessonName(l)} ${l.studentName} ${l.bookedDate}`}>
          <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {l.studentName} · {lessonName(l)}
              </Text>
              <Text size="sm">
                {l.bookedDate} · {l.classTime}
              </Text>
            </Stack>
            {!l.isCancelled && <CancelButton lesson={l} onCancel={onCancel} />}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function UpcomingLessons({ version, onCancel }: UpcomingLessonsProps) {
  const phone = useScreenMatches(PHONE_MEDIA_QUERY);
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
      ) : phone ? (
        <LessonCards lessons={lessons} onCancel={onCancel} />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <DataTable
            aria-label="Upcoming lessons"
            rows={lessons}
            rowKey={(l, i) => l.studentSwimClassBookingDetailId ?? i}
            columns={['Student', 'Class', 'Date', 'Time', '']}
            cells={(l) => [l.studentName, lessonName(l), l.bookedDate, l.classTime, !l.isCancelled && <CancelButton lesson={l} onCancel={onCancel} />]}
          />
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
