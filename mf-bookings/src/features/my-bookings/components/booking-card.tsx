import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { BookingItem } from '@portal/shared/contracts';
import { useClubTimeZone } from '@portal/shared';
import { formatClubDate, formatClubTime, waitlistPositionLabel } from '@portal/shared/formatters';

export interface BookingCardProps {
  item: BookingItem;
  past: boolean;
  icsHref: string;
  onCancel: (item: BookingItem) => void;
  onBookNow: (item: BookingItem) => void;
  onOnDemand: (item: BookingItem) => void;
}

const kindLabel = { class: 'Class', pt: 'Personal Training', creche: 'Creche' } as const;

export function BookingCard({ item, past, icsHref, onCancel, onBookNow, onOnDemand }: BookingCardProps) {
  const waiting = item.bookingStatus === 'Waiting';
  const zone = useClubTimeZone();
  return (
    <Card withBorder aria-label={`${item.className} ${dayjs(item.bookedDate).format('DD/MM/YYYY')}`}>
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={4}>{item.className}</Title>
          <Badge variant="light">{kindLabel[item.kind]}</Badge>
        </Group>
        <Text size="sm">Date: {dayjs(item.bookedDate).format('DD/MM/YYYY')}</Text>
        <Text size="sm">
          Time: {item.startTime} - {item.endTime}
        </Text>
        {item.trainerName && <Text size="sm">{item.kind === 'pt' ? 'Trainer' : 'Instructor'}: {item.trainerName}</Text>}
        {item.childName && <Text size="sm">Child: {item.childName}</Text>}
        {waiting && (
          <Badge color="orange" variant="filled">
            On Waiting List
          </Badge>
        )}
        {waiting && item.waitlistPosition !== undefined && <Text size="sm">{waitlistPositionLabel(item.waitlistPosition)}</Text>}
        {waiting && item.offerExpiresAt && (
          <Text size="sm" c="teal">
            A place is held for you until {formatClubTime(item.offerExpiresAt, zone)} on {formatClubDate(item.offerExpiresAt, zone)}
          </Text>
        )}
        {item.bookingStatus === 'Cancelled' && <Badge color="gray">Cancelled</Badge>}
        {item.feeCents > 0 && <Text size="sm" c="red">Late cancellation fee: ${(item.feeCents / 100).toFixed(2)}</Text>}
        {past && item.classScheduleOnDemands.length > 0 && (
          // On-demand recordings are what a past class offers (docs/spec/bookings-commerce.md §2.4).
          <Group mt="xs" gap="xs">
            <Button variant="light" onClick={() => onOnDemand(item)}>
              On-Demand
            </Button>
          </Group>
        )}
        {!past && (
          <Group mt="xs" gap="xs">
            {item.hasAvailableSlot && <Button onClick={() => onBookNow(item)}>Book Now</Button>}
            {item.onlineClassUrlLink && (
              <Button component="a" href={item.onlineClassUrlLink} target="_blank" rel="noopener noreferrer" variant="light">
                Join Live Class
              </Button>
            )}
            {item.classScheduleOnDemands.length > 0 && (
              <Button variant="light" onClick={() => onOnDemand(item)}>
                On-Demand
              </Button>
            )}
            <Anchor href={icsHref} download size="sm">
              Add to calendar
            </Anchor>
            <Button color="red" variant="outline" onClick={() => onCancel(item)}>
              Cancel
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
