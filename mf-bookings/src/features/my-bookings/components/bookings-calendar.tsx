// Current bookings on a month calendar beside the list, Mantine's MonthView
// (@mantine/schedule, docs/decisions.md). Loaded on demand: the list is what the page opens with.
import '@mantine/schedule/styles.css';
import { MonthView, type ScheduleEventData } from '@mantine/schedule';
import { useMemo, useState } from 'react';
import type { BookingItem } from '@portal/shared/contracts';

export interface BookingsCalendarProps {
  items: BookingItem[];
  /** YYYY-MM-DD: the month shown first (the club's today). */
  today: string;
  onPick: (item: BookingItem) => void;
}

const COLOR = { class: 'blue', pt: 'grape', creche: 'teal' } as const;

export default function BookingsCalendar({ items, today, onPick }: BookingsCalendarProps) {
  const [month, setMonth] = useState(today);
  const events = useMemo<ScheduleEventData[]>(
    () =>
      items.map((b) => ({
        id: `${b.kind}-${b.bookedId}`,
        title: `${b.startTime} ${b.className}`,
        start: `${b.bookedDate} ${b.startTime}:00`,
        end: `${b.bookedDate} ${b.endTime}:00`,
        color: b.bookingStatus === 'Waiting' ? 'orange' : COLOR[b.kind],
      })),
    [items],
  );
  return (
    <MonthView
      aria-label="Bookings calendar"
      date={month}
      onDateChange={setMonth}
      events={events}
      onEventClick={(event) => {
        const item = items.find((b) => `${b.kind}-${b.bookedId}` === event.id);
        if (item) onPick(item);
      }}
    />
  );
}
