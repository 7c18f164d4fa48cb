// The class search's week view: the same filters' results for seven days from the
// chosen date, on Mantine's WeekView (@mantine/schedule, docs/decisions.md). Loaded on demand:
// the list is what the page opens with.
import '@mantine/schedule/styles.css';
import { WeekView, type ScheduleEventData } from '@mantine/schedule';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { GroupClass } from '@portal/shared/contracts';

export interface ClassWeekViewProps {
  /** YYYY-MM-DD: the week starts here. */
  date: string;
  classes: GroupClass[];
  onPick: (c: GroupClass) => void;
}

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export default function ClassWeekView({ date, classes, onPick }: ClassWeekViewProps) {
  const events = useMemo<ScheduleEventData[]>(
    () =>
      classes.map((c) => {
        const start = dayjs(`${c.classDate} ${c.classTime}`);
        return {
          id: c.classScheduleId,
          title: c.spotsLeft > 0 ? `${c.className} (${c.spotsLeft} left)` : `${c.className} (full)`,
          start: start.format(FORMAT),
          end: start.add(c.classDuration, 'minute').format(FORMAT),
          color: c.spotsLeft > 0 ? 'blue' : 'gray',
        };
      }),
    [classes],
  );
  return (
    <WeekView
      aria-label="Classes this week"
      date={date}
      events={events}
      firstDayOfWeek={dayjs(date).day() as 0 | 1 | 2 | 3 | 4 | 5 | 6}
      startTime="05:00:00"
      endTime="22:00:00"
      withHeader={false}
      withCurrentTimeIndicator={false}
      onEventClick={(event) => {
        const c = classes.find((x) => x.classScheduleId === event.id);
        if (c) onPick(c);
      }}
    />
  );
}
