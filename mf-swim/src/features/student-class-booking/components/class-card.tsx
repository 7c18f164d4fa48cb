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
      facts={{
        Student: booking.studentName,
        Date: booking.bookedDate,
        Status: booking.bookingStatus,
        Time: booking.classTime,
        Instructor: booking.instructor,
        'Spots left': spotsLeft,
      }}
      action={
        canCancel && (
          <Button color="red" variant="light" onClick={() => onCancel(booking)}>
            Cancel
          </Button>
        )
      }
    />
  );
}
