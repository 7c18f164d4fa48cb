// /student-class-booking-makeup/:id/:cancelledClassScheduleId/:levelId/:studentNumber (docs/spec/bookings-commerce.md §2.11).
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  ConfirmDialog,
  SWIM_MAKEUP_CONFIRM,
  SWIM_MAKEUP_SELECT_CLASS,
  SWIM_NO_SWIM_CLASSES,
  dayjs,
  notifySuccess,
  notifyWarning,
  toastOnFailure,
  useClubToday,
  useSession,
} from '@portal/shared';
import type { MakeupClassOption } from '@portal/shared/contracts';
import { ClassDayPicker, useDayClasses } from '../../../common/class-day';
import { SwimCardGrid } from '../../../common/swim-card';
import { bookMakeupSession, fetchMakeupClasses } from '../api/makeup-booking-api';
import { MakeupOptionCard } from './makeup-option-card';

/** The spec's redirect delay after a successful make-up booking. */
const REDIRECT_AFTER_MS = 2000;

export function MakeupBookingPage() {
  const { id = '', cancelledClassScheduleId = '', levelId = '', studentNumber = '' } = useParams();
  const accountId = useSession((s) => s.user?.accountId ?? s.accountId ?? '');
  const navigate = useNavigate();
  const today = useClubToday();
  const [date, setDate] = useState(today);
  const [chosen, setChosen] = useState<MakeupClassOption | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A search of the classes of one day: a read the server takes as a POST, so it is not retried.
  const query = useQuery({
    queryKey: ['swim', 'makeup-classes', accountId, cancelledClassScheduleId, levelId, id, date],
    queryFn: () =>
      fetchMakeupClasses({
        selectedDate: dayjs(date).format('DD/MM/YYYY'),
        cancelledSwimClassScheduleId: Number(cancelledClassScheduleId),
        classLevelId: Number(levelId),
        accountId: String(accountId),
        ...(Number(id) > 0 ? { studentCancelledIdClass: Number(id) } : {}),
      }),
    retry: false,
  });
  const options = useDayClasses(query, SWIM_NO_SWIM_CLASSES);

  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    await toastOnFailure({ settle: () => setBusy(false), notify: notifyWarning }, async () => {
      // The confirm dialog closes whatever the answer.
      const result = await bookMakeupSession({
        studentNumber,
        studentCancelledIdClass: Number(id),
        swimClassScheduleId: chosen.swimClassScheduleId,
        selectedDate: dayjs(date).format('DD/MM/YYYY'),
      }).finally(() => setChosen(null));
      if (result.success) {
        notifySuccess(result.message);
        timer.current = setTimeout(() => navigate('/makeup-credits'), REDIRECT_AFTER_MS);
      } else {
        notifyWarning(result.message);
      }
    });
  };

  return (
    <Stack>
      <Text>{SWIM_MAKEUP_SELECT_CLASS}</Text>
      <Group align="flex-end">
        <ClassDayPicker label="Make up date" minDate={today} value={date} onChange={setDate} />
        <Button component={Link} to="/makeup-credits" variant="default">
          Cancel Make Up Booking
        </Button>
      </Group>
      <SwimCardGrid items={options} empty={SWIM_NO_SWIM_CLASSES}>
        {(o) => <MakeupOptionCard key={o.swimClassScheduleId} option={o} onBook={setChosen} />}
      </SwimCardGrid>
      <ConfirmDialog
        opened={chosen !== null}
        title="Make Up Session"
        message={SWIM_MAKEUP_CONFIRM}
        confirmLabel="Confirm"
        cancelLabel="No"
        busy={busy}
        width={400}
        onConfirm={() => void confirm()}
        onCancel={() => setChosen(null)}
      />
    </Stack>
  );
}
