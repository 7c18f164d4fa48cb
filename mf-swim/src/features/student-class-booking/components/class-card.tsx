// One student's class on the chosen date, or the holiday card (docs/spec/bookings-commerce.md §2.9, §3).
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import type { StudentClassBooking } from '@portal/shared/contracts';
import { SwimCard } from '../../../common/swim-card';

export function ClassCard({ booking, onCancel }: { booking: StudentClassBooking; onCancel: (b: StudentClassBooking) => void }) {
  if (booking.isHoliday) {
    return (
      <Card withBorder padding="md" radius="md" aria-label={`Holiday ${booking.holiday}`}>
        <Group justify="space-between">
          <Text fw={700}>{booking.holiday}</Text>
          <Badge color="orange">Holiday</Badge>
        </Group>
        <Text size="sm">{booking.bookedDate} - no classes on this day.</Text>
      </Card>
    );
  }
  const spotsLeft = booking.capacity - booking.totalBookedStudents;
  const canCancel = booking.bookingStatus === 'Booked' && !booking.isCancelled;
  return (
    <SwimCard
      label={`${booking.className} ${booking.studentName}`}
      heading={
        <Group justify="space-between">
          <Text fw={700}>
            {booking.className}
            {booking.isMakeup ? ' (Make Up)' : ''}
          </Text>
          {booking.isCancelled && <Badge color="red">Cancelled</Badge>}
        </Group>
      }
      action={
        canCancel && (
          <Button color="red" variant="light" onClick={() => onCancel(booking)}>
            Cancel
          </Button>
        )
      }
    >
      <Text size="sm">Student: {booking.studentName}</Text>
      <Text size="sm">Date: {booking.bookedDate}</Text>
      <Text size="sm">Status: {booking.bookingStatus}</Text>
      <Text size="sm">Time: {booking.classTime}</Text>
      <Text size="sm">Instructor: {booking.instructor}</Text>
      <Text size="sm">Spots left: {spotsLeft}</Text>
    </SwimCard>
  );
}
