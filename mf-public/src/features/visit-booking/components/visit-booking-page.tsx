// /book-my-visit and /bookme: a prospect picks a club tour or a trial class, a day and a time
// (slots come from the server), then leaves their details. Mobile first: one column of choices.
import { useMemo, useState } from 'react';
import { Alert, Button, Chip, Group, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ApiError, LoadingText, SpinnerButton, TEXT_LIMITS, ErrorAlert } from '@portal/shared';
import type { VisitBooked, VisitKind, VisitSlot } from '@portal/shared/contracts';
import { RequestPage } from '../../../common/request-page';
import { useAccountId } from '../../../common/use-account-id';
import { useFormFields } from '../../../common/use-form-fields';
import { useRequest } from '../../../common/use-request';
import { getVisitSlots, postVisitBooking } from '../api/visit-api';
import { errorMessage } from '@portal/shared';

export function VisitBookingPage() {
  const accountId = useAccountId();
  const [kind, setKind] = useState<VisitKind>('tour');
  const query = useQuery({ queryKey: ['public', 'visit-slots', accountId, kind], queryFn: () => getVisitSlots(accountId, kind), enabled: Boolean(accountId) });
  const slots: VisitSlot[] | null = query.data ?? null;
  // The first day with a free place until the member picks one (again after each read of the slots).
  const [chosenDate, setDate] = useState<string | null>(null);
  const date = chosenDate ?? slots?.find((s) => s.spotsLeft > 0)?.date ?? '';
  const [slot, setSlot] = useState<VisitSlot | null>(null);
  const { form, set } = useFormFields({ firstName: '', lastName: '', email: '', mobile: '', notes: '' });
  const { busy, error: requestError, setError, result: booked, send } = useRequest<VisitBooked>();
  const error = requestError || (query.error ? errorMessage(query.error) : '');
  /** Reads the slots again (the chosen time was taken meanwhile): the day and time are chosen anew. */
  const refreshSlots = () => {
    setDate(null);
    setSlot(null);
    void query.refetch();
  };

  const dates = useMemo(() => [...new Set((slots ?? []).map((s) => s.date))], [slots]);
  const daySlots = (slots ?? []).filter((s) => s.date === date);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!slot) return setError('Please choose a time.');
    void send(
      () => postVisitBooking({ accountId, kind, startsAt: slot.startsAt, classScheduleId: slot.classScheduleId, ...form }),
      // Full or no longer offered: show the places as they are now.
      (err) => {
        if (err instanceof ApiError && err.status === 409) refreshSlots();
      },
    );
  };

  return (
    <RequestPage accountId={accountId} title="Book your visit">
      {booked ? (
        <Alert color="green" role="status" title="Visit booked">
          <Text>{booked.message}</Text>
          <Text fw={700}>{booked.summary}</Text>
          <Text size="sm">Reference {booked.receiptNumber}</Text>
        </Alert>
      ) : (
        <form onSubmit={submit} aria-label="Book your visit">
          <Stack>
            <SegmentedControl
              aria-label="Visit type"
              value={kind}
              onChange={(v) => { setError(''); setKind(v as VisitKind); setDate(null); setSlot(null); }}
              data={[{ value: 'tour', label: 'Club tour' }, { value: 'trial', label: 'Trial class' }]}
              fullWidth
            />
            {!slots && !error && <LoadingText />}
            {slots && slots.length === 0 && <Alert color="yellow">There are no times available in the next 14 days, please call the club.</Alert>}
            {slots && slots.length > 0 && (
              <>
                <Title order={3} size="h4">Choose a day</Title>
                <Chip.Group value={date} onChange={(v) => { setDate(v as string); setSlot(null); }}>
                  <Group gap="xs" role="radiogroup" aria-label="Day">
                    {dates.map((d) => (
                      <Chip key={d} value={d}>{dayjs(d).format('ddd D MMM')}</Chip>
                    ))}
                  </Group>
                </Chip.Group>
                <Title order={3} size="h4">Choose a time</Title>
                <Group gap="xs" role="radiogroup" aria-label="Time">
                  {daySlots.map((s) => (
                    <Button
                      key={`${s.startsAt}-${s.classScheduleId ?? ''}`}
                      role="radio"
                      aria-checked={slot === s}
                      variant={slot === s ? 'filled' : 'default'}
                      disabled={s.spotsLeft === 0}
                      onClick={() => setSlot(s)}
                    >
                      {s.time}{kind === 'trial' ? ` ${s.title}` : ''}{s.spotsLeft === 0 ? ' (full)' : ''}
                    </Button>
                  ))}
                </Group>
              </>
            )}
            <Title order={3} size="h4">Your details</Title>
            <TextInput maxLength={TEXT_LIMITS.personName} label="First name" required value={form.firstName} onChange={set('firstName')} autoComplete="given-name" />
            <TextInput maxLength={TEXT_LIMITS.personName} label="Last name" required value={form.lastName} onChange={set('lastName')} autoComplete="family-name" />
            <TextInput maxLength={TEXT_LIMITS.email} label="Email" type="email" required value={form.email} onChange={set('email')} autoComplete="email" />
            <TextInput maxLength={TEXT_LIMITS.phone} label="Mobile" type="tel" value={form.mobile} onChange={set('mobile')} autoComplete="tel" />
            <Textarea label="Anything we should know?" value={form.notes} onChange={set('notes')} maxLength={TEXT_LIMITS.notes} />
            <ErrorAlert error={error} />
            <SpinnerButton type="submit" busy={busy} disabled={!slot}>Book my visit</SpinnerButton>
          </Stack>
        </form>
      )}
    </RequestPage>
  );
}
