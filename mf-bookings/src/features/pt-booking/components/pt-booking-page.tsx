// PT booking (/ptbooking): date, booking type and duration filters; 'Find Trainer'; trainer
// cards; available-times dialog; subscription picker when the trainer requires one.
import { Alert, Avatar, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastOnFailure, ConfirmDialog, DateField, notifyError, notifySuccess, useClubToday, useErrorNotice, useSession } from '@portal/shared';
import type { DurationOption, PtBookBody, PtSubscription, TimeSlot, Trainer } from '@portal/shared/contracts';
import { bookPt, fetchPtSubscriptions, searchTrainers, usePtBookingTypes, usePtDurations } from '../api/pt-booking-api';
import { BUY_PT_SUBSCRIPTION_URL, storePendingPtBooking } from '../hooks/pending-pt-booking';
import { AvailableTimesDialog } from './available-times-dialog';
import { SubscriptionPicker } from './subscription-picker';

const PT_BOOKED = 'Nice job, see you in the gym.';
const NO_SUBSCRIPTION = 'You do not have an existing subscription, please purchase at the gym.';
const FULLY_BOOKED = 'Personal trainers seems to be fully booked, please choose another date and time.';
const DEFAULT_DURATIONS: DurationOption[] = [30, 45, 60].map((m) => ({ label: `${m} minutes`, value: m }));

export function PtBookingPage() {
  const clubId = useSession((s) => s.clubId);
  const memberNumber = useSession((s) => s.memberNumber) ?? '';
  const navigate = useNavigate();
  // The club's today, not the device's: a browser in another zone can be a day off the club's.
  const today = useClubToday();
  const [date, setDate] = useState(today);
  const typesQuery = usePtBookingTypes(clubId);
  const types = typesQuery.data ?? [];
  useErrorNotice(typesQuery.error, (e) => notifyError((e as Error).message));
  // The first type is chosen until the member picks another.
  const [chosenTypeId, setTypeId] = useState<string | null>(null);
  const firstType = types[0];
  const typeId = chosenTypeId ?? (firstType ? String(firstType.bookingTypeId) : null);
  // The server's list replaces the 30/45/60 default when it is not empty (docs/spec/bookings-commerce.md §9).
  const durationList = usePtDurations(typeId ? Number(typeId) : null).data;
  const durations = durationList?.length ? durationList : DEFAULT_DURATIONS;
  const [duration, setDuration] = useState<string | null>('60');
  const [trainers, setTrainers] = useState<Trainer[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [openTrainer, setOpenTrainer] = useState<Trainer | null>(null);
  const [pending, setPending] = useState<PtBookBody | null>(null);
  const [subs, setSubs] = useState<PtSubscription[] | null>(null);
  const [noSubscription, setNoSubscription] = useState(false);
  const [busy, setBusy] = useState(false);

  const find = async () => {
    if (!date || !typeId || !duration) {
      notifyError('This field is required.');
      return;
    }
    setSearching(true);
    await toastOnFailure({ settle: () => setSearching(false) }, async () => {
      setTrainers(await searchTrainers({ clubId: clubId ?? undefined, selectedDate: date, bookingTypeId: Number(typeId), duration: Number(duration), startTime: '05:00' }));
    });
  };

  const submit = async (body: PtBookBody) => {
    setBusy(true);
    await toastOnFailure({ settle: () => setBusy(false) }, async () => {
      await bookPt(body);
      notifySuccess(PT_BOOKED);
      setOpenTrainer(null);
      setSubs(null);
      setPending(null);
      await find();
    });
  };

  const chooseSlot = async (trainer: Trainer, slot: TimeSlot) => {
    const body: PtBookBody = {
      trainerId: trainer.trainerId,
      userId: memberNumber,
      startTime: slot.startTime,
      endTime: slot.endTime,
      trainingDate: date,
      comments: 'booked from myaccount',
      type: 0,
      bookingTypeId: Number(typeId),
    };
    if (!trainer.requireSubscription) return submit(body);
    setPending(body);
    await toastOnFailure(async () => {
      const list = await fetchPtSubscriptions(memberNumber);
      if (list.length === 0) setNoSubscription(true);
      else setSubs(list);
    });
  };

  const nobodyFree = trainers !== null && trainers.every((t) => t.availableTime.length === 0);
  return (
    <Stack>
      <Group align="flex-end">
        <DateField label="Date" required value={date} minDate={today} maxDate={dayjs(today).add(1, 'year').format('YYYY-MM-DD')} onChange={(v) => setDate(v ?? '')} />
        <Select label="Booking type" required data={types.map((t) => ({ value: String(t.bookingTypeId), label: t.name }))} value={typeId} onChange={setTypeId} allowDeselect={false} />
        <Select label="Duration" required data={durations.map((d) => ({ value: String(d.value), label: d.label }))} value={duration} onChange={setDuration} allowDeselect={false} />
        <Button onClick={find} disabled={searching}>
          {searching ? 'Searching' : 'Find Trainer'}
        </Button>
      </Group>
      {nobodyFree && <Alert color="yellow">{FULLY_BOOKED}</Alert>}
      {trainers && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {trainers.map((t) => (
            <Card key={t.trainerId} withBorder aria-label={t.name}>
              <Group>
                <Avatar src={t.photo || null} alt={t.name} radius="xl" />
                <div>
                  <Title order={4}>{t.name}</Title>
                  <Text size="sm" c={t.availableTime.length ? 'green' : 'dimmed'}>
                    {t.availableTime.length ? 'Available' : t.nextAvailableClass ? `Next available: ${t.nextAvailableClass}` : 'Not available'}
                  </Text>
                </div>
              </Group>
              {t.requireSubscription && (
                <Badge mt="xs" color="orange" variant="light">
                  Subscription Required
                </Badge>
              )}
              <Button mt="sm" variant="light" disabled={!t.availableTime.length} onClick={() => setOpenTrainer(t)}>
                View Available Times
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <AvailableTimesDialog trainer={openTrainer} busy={busy} onClose={() => setOpenTrainer(null)} onBook={(slot) => openTrainer && chooseSlot(openTrainer, slot)} />
      <SubscriptionPicker
        subscriptions={subs}
        busy={busy}
        onClose={() => setSubs(null)}
        onSelect={(s) => pending && submit({ ...pending, ptSubscriptionId: s.memberPtSubscriptionId })}
      />
      <ConfirmDialog
        opened={noSubscription}
        title="Subscription Required"
        message={`${NO_SUBSCRIPTION} Would you like to buy one now?`}
        onCancel={() => setNoSubscription(false)}
        onConfirm={() => {
          if (pending) storePendingPtBooking(pending);
          navigate(BUY_PT_SUBSCRIPTION_URL);
        }}
      />
    </Stack>
  );
}
