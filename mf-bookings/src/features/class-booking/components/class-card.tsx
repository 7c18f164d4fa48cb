import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CLASS_STARTED_MESSAGE, type GroupClass } from '@portal/shared/contracts';

/** Where a booking is cancelled: current bookings asks its confirmation (and the late-cancel one) at once. */
export const cancelBookingHref = (bookingId: number) => `/current-bookings?cancel=class-${bookingId}`;

export function ClassCard({ item, busy, onBook }: { item: GroupClass; busy: boolean; onBook: (c: GroupClass) => void }) {
  return (
    <Card withBorder radius="md" padding="md" aria-label={item.className}>
      {item.imageUrl && (
        <Card.Section>
          <Image src={item.imageUrl} alt={item.className} h={120} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap={4} mt="sm">
        <Title order={4}>{item.className}</Title>
        <Badge color={item.spotsLeft > 0 ? 'green' : 'red'} variant="light">
          {item.spotsLeft} spots left
        </Badge>
        <Text size="sm">
          {item.classTime} · {item.classDuration} mins
        </Text>
        {item.instructor && <Text size="sm">Instructor: {item.instructor}</Text>}
        {item.classSpecialInstructions && (
          <Text size="sm" c="dimmed">
            {item.classSpecialInstructions}
          </Text>
        )}
        <Group justify="flex-end" mt="xs">
          {item.myBooking ? (
            // The member holds this class already (booking it again answers 409): their booking, and its Cancel.
            <>
              <Badge color={item.myBooking.status === 'Booked' ? 'blue' : 'orange'} variant="filled">
                {item.myBooking.status === 'Booked' ? 'Booked' : 'On Waiting List'}
              </Badge>
              {!item.hasStarted && (
                <Button component={Link} to={cancelBookingHref(item.myBooking.bookingId)} variant="light" color="red">
                  Cancel
                </Button>
              )}
            </>
          ) : item.hasStarted ? (
            // The server refuses a class that has started; an ended session offers nothing to book.
            <Text size="sm" c="dimmed">
              {CLASS_STARTED_MESSAGE}
            </Text>
          ) : (
            <Button onClick={() => onBook(item)} loading={busy}>
              Book Now
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
