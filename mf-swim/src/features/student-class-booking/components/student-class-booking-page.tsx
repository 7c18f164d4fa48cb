// /student-class-booking: a date (no past days) and the students' classes on it (docs/spec/bookings-commerce.md §2.9).
import { SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useCallback, useEffect, useState } from 'react';
import {
  ApiError,
  LoadingText,
  clubToday,
  PageTitle,
  SWIM_NO_CLASSES,
  dayjs,
  notifySuccess,
  notifyWarning,
  useSession,
} from '@portal/shared';
import type { StudentClassBooking, SwimReason } from '@portal/shared/contracts';
import { cancelClass, fetchReasons, searchClasses } from '../api/student-class-api';
import { CancelDialog } from './cancel-dialog';
import { ClassCard } from './class-card';
import { UpcomingLessons } from './upcoming-lessons';

const today = () => clubToday();

export function StudentClassBookingPage() {
  const memberNumber = useSession((s) => s.memberNumber);
  const [date, setDate] = useState<string>(today());
  const [classes, setClasses] = useState<StudentClassBooking[] | null>(null);
  const [reasons, setReasons] = useState<SwimReason[]>([]);
  const [cancelling, setCancelling] = useState<StudentClassBooking | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  const load = useCallback(
    async (iso: string) => {
      if (!memberNumber) return;
      setClasses(null);
      try {
        const list = await searchClasses({ studentFamilyId: memberNumber, selectedDate: dayjs(iso).format('YYYY/MM/DD') });
        setClasses(list);
        if (list.length === 0) notifyWarning(SWIM_NO_CLASSES);
      } catch (error) {
        setClasses([]);
        notifyWarning(error instanceof ApiError ? error.message : SWIM_NO_CLASSES);
      }
    },
    [memberNumber],
  );

  useEffect(() => {
    void load(date);
  }, [date, load]);

  useEffect(() => {
    fetchReasons().then(setReasons, () => setReasons([]));
  }, []);

  const confirmCancel = async (reasonId: number) => {
    if (!cancelling?.studentSwimClassBookingDetailId) return;
    setBusy(true);
    try {
      const message = await cancelClass({
        className: cancelling.className,
        cancelledDate: cancelling.bookedDate,
        studentSwimClassBookingDetailId: cancelling.studentSwimClassBookingDetailId,
        reasonId,
      });
      notifySuccess(message);
      setCancelling(null);
      setVersion((v) => v + 1);
      // Reload for the booked date (docs/spec/bookings-commerce.md §4).
      const booked = dayjs(cancelling.bookedDate, 'DD/MM/YYYY').format('YYYY-MM-DD');
      if (booked === date) void load(date);
      else setDate(booked);
    } catch (error) {
      notifyWarning(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <PageTitle>Student Class Booking</PageTitle>
      <UpcomingLessons version={version} onCancel={setCancelling} />
      <DatePickerInput
        label="Class date"
        valueFormat="DD/MM/YYYY"
        // Days are announced as DD/MM/YYYY (the display format) for screen readers and tests.
        getDayAriaLabel={(d) => dayjs(d).format('DD/MM/YYYY')}
        minDate={today()}
        value={date}
        onChange={(v) => v && setDate(dayjs(v).format('YYYY-MM-DD'))}
        maw={260}
      />
      {classes === null ? (
        <LoadingText />
      ) : classes.length === 0 ? (
        <div role="status">{SWIM_NO_CLASSES}</div>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {classes.map((c, i) => (
            <ClassCard key={c.studentSwimClassBookingDetailId ?? `holiday-${i}`} booking={c} onCancel={setCancelling} />
          ))}
        </SimpleGrid>
      )}
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
