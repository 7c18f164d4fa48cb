// /makeup-credits: cancelled classes and their credits; 'Use Make Up' for unused ones (docs/spec/bookings-commerce.md §2.10).
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { SWIM_MAKEUP_BANNER, SWIM_NO_MAKEUP_CREDITS, notifyWarning, serverKeys, useSession } from '@portal/shared';
import type { CancelledClass } from '@portal/shared/contracts';
import { SwimCard, SwimCardGrid } from '../../../common/swim-card';
import { fetchCancelledClasses } from '../api/makeup-credits-api';

const canUseMakeUp = (c: CancelledClass): boolean => c.bookingStatus === 'Cancelled' && !c.isUseMakeUp && !c.isExpired;

export function MakeupCreditsPage() {
  const memberNumber = useSession((s) => s.memberNumber);
  const hasCredits = useSession((s) => Boolean(s.user?.hasMakeUpCredits));
  // Under the bookings root: cancelling a lesson gives a credit.
  const query = useQuery({
    queryKey: [...serverKeys.bookings, 'swim-cancelled', memberNumber],
    queryFn: () => fetchCancelledClasses(memberNumber ?? ''),
    enabled: Boolean(memberNumber),
  });
  const items = query.isError ? [] : (query.data ?? null);
  useEffect(() => {
    if (query.data?.length === 0) notifyWarning(SWIM_NO_MAKEUP_CREDITS);
  }, [query.data]);

  const showBanner = hasCredits || Boolean(items?.some(canUseMakeUp));
  return (
    <Stack>
      {showBanner && (
        <Alert color="orange" variant="filled">
          {SWIM_MAKEUP_BANNER}
        </Alert>
      )}
      <SwimCardGrid items={items} empty={SWIM_NO_MAKEUP_CREDITS}>
        {(c) => (
          <SwimCard
            key={c.id}
            label={`${c.className} ${c.studentName} ${c.cancelledDate}`}
            heading={
              <Group justify="space-between">
                <Text fw={700}>{c.className}</Text>
                <Badge color={c.isUseMakeUp ? 'gray' : c.isExpired ? 'red' : 'orange'}>
                  {c.isUseMakeUp ? 'Used' : c.isExpired ? 'Expired' : c.bookingStatus}
                </Badge>
              </Group>
            }
            facts={{
              Student: c.studentName,
              'Cancelled date': c.cancelledDate,
              Time: c.classTime,
              Instructor: c.instructor,
              'Use by': c.expiryDate,
            }}
            action={
              canUseMakeUp(c) && (
                <Button
                  component={Link}
                  to={`/student-class-booking-makeup/${c.id}/${c.swimClassScheduleId}/${c.classLevelId}/${encodeURIComponent(c.studentNumber)}`}
                >
                  Use Make Up
                </Button>
              )
            }
          />
        )}
      </SwimCardGrid>
    </Stack>
  );
}
