// /student-class-booking: a date (no past days) and the students' classes on it (docs/spec/bookings-commerce.md §2.9).
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SWIM_NO_CLASSES,
  dayjs,
  notifySuccess,
  notifyWarning,
  toastOnFailure,
  useClubToday,
  useSession,
  serverKeys,
} from '@portal/shared';
import type { StudentClassBooking } from '@portal/shared/contracts';
import { ClassDayPicker, useDayClasses } from '../../../common/class-day';
import { SwimCardGrid } from '../../../common/swim-card';
import { cancelClass, fetchReasons, searchClasses } from '../api/student-class-api';
import { CancelDialog } from './cancel-dialog';
import { ClassCard } from './class-card';
import { UpcomingLessons } from './upcoming-lessons';

export function StudentClassBookingPage() {
  const memberNumber = useSession((s) => s.memberNumber);
  const today = useClubToday();
  const [date, setDate] = useState<string>(today);
  const [cancelling, setCancelling] = useState<StudentClassBooking | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  // The students' classes on a day: a read the server takes as a POST, so it is not retried.
  const query = useQuery({
    queryKey: [...serverKeys.bookings, 'swim-classes', memberNumber, date],
    queryFn: () => searchClasses({ studentFamilyId: memberNumber ?? '', selectedDate: dayjs(date).format('YYYY/MM/DD') }),
    enabled: Boolean(memberNumber),
    retry: false,
  });
  const classes = useDayClasses(query, SWIM_NO_CLASSES);
  const reasons = useQuery({ queryKey: ['swim', 'reasons'], queryFn: fetchReasons }).data ?? [];

  const confirmCancel = async (reasonId: number) => {
    const detailId = cancelling?.studentSwimClassBookingDetailId;
    if (!cancelling || !detailId) return;
    setBusy(true);
    await toastOnFailure({ settle: () => setBusy(false), notify: notifyWarning }, async () => {
      const message = await cancelClass({
        className: cancelling.className,
        cancelledDate: cancelling.bookedDate,
        studentSwimClassBookingDetailId: detailId,
        reasonId,
      });
      notifySuccess(message);
      setCancelling(null);
      setVersion((v) => v + 1);
      // Reload for the booked date (docs/spec/bookings-commerce.md §4).
      const booked = dayjs(cancelling.bookedDate, 'DD/MM/YYYY').format('YYYY-MM-DD');
      // The cancel's announcement re-reads the day shown; another day is read when chosen.
      if (booked !== date) setDate(booked);
    });
  };

  return (
    <Stack>
      <UpcomingLessons version={version} onCancel={setCancelling} />
      <ClassDayPicker label="Class date" minDate={today} value={date} onChange={setDate} />
      <SwimCardGrid items={classes} empty={SWIM_NO_CLASSES}>
        {(c, i) => (
          <ClassCard key={c.studentSwimClassBookingDetailId ?? `holiday-${i}`} booking={c} onCancel={setCancelling} />
        )}
      </SwimCardGrid>
      <CancelDialog
        booking={cancelling}
        reasons={reasons}
        busy={busy}
        onConfirm={(id) => void confirmCancel(id)}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
