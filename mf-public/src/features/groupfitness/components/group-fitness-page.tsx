// /groupfitness: the public class timetable. Choosing a class keeps it as the pending selection
// and sends the visitor to sign in; it is booked when their current bookings open.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Chip, Container, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { clubToday, errorMessage, LoadingText } from '@portal/shared';
import type { PublicClass } from '@portal/shared/contracts';
import { MissingClub } from '../../../common/missing-club';
import { usePublicClub } from '../../../common/public-club';
import { useAccountId } from '../../../common/use-account-id';
import { getTimetable } from '../api/get-timetable';
import { savePendingClassSelection } from './pending-selection';

const DAYS = 7;

export function GroupFitnessPage() {
  const accountId = useAccountId();
  const club = usePublicClub(accountId);
  if (!accountId) return <MissingClub />;
  if (!club.data)
    return (
      <Container size="md" py="lg">
        {club.error ? <Alert color="red">{errorMessage(club.error)}</Alert> : <LoadingText />}
      </Container>
    );
  return <ClubTimetable accountId={accountId} today={clubToday(club.data.timeZone)} />;
}

/** Seven days from the club's today (the server validates against it), not the device's. */
function ClubTimetable({ accountId, today }: { accountId: string; today: string }) {
  const navigate = useNavigate();
  const days = useMemo(() => Array.from({ length: DAYS }, (_, i) => dayjs(today).add(i, 'day').format('YYYY-MM-DD')), [today]);
  const [date, setDate] = useState(today);
  const query = useQuery({ queryKey: ['public', 'timetable', accountId, date], queryFn: () => getTimetable(accountId, date) });
  const classes: PublicClass[] | null = query.data ?? null;
  const error = query.error ? errorMessage(query.error) : '';

  const choose = (c: PublicClass) => {
    savePendingClassSelection(c.classScheduleId, c.classDateTime);
    navigate('/login', { state: { from: '/current-bookings' } });
  };
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={2}>Group Fitness</Title>
        <ScrollArea type="auto" offsetScrollbars>
          <Chip.Group value={date} onChange={(v) => setDate(String(v))}>
            <Group wrap="nowrap" gap="xs">
              {days.map((d) => (
                <Chip key={d} value={d}>
                  {dayjs(d).format('ddd DD/MM')}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
        {error && <Alert color="red">{error}</Alert>}
        {!classes && !error && <LoadingText />}
        {classes && classes.length === 0 && <Text>No group fitness classes found.</Text>}
        {classes?.map((c) => (
          <Card key={c.classScheduleId} withBorder padding="md" aria-label={c.className}>
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <Stack gap={2}>
                <Text fw={700}>{c.className}</Text>
                <Text size="sm">
                  {c.classTime} · {c.classDuration} min{c.instructor ? ` · ${c.instructor}` : ''}
                </Text>
                {c.classSpecialInstructions && (
                  <Text size="xs" c="dimmed">
                    {c.classSpecialInstructions}
                  </Text>
                )}
              </Stack>
              <Group>
                <Badge color={c.spotsLeft > 0 ? 'green' : 'orange'}>{c.spotsLeft > 0 ? `${c.spotsLeft} spots left` : 'Full - wait list'}</Badge>
                <Button onClick={() => choose(c)} aria-label={`Book ${c.className} at ${c.classTime}`}>
                  Book
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
