import { Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { apiGet, apiPut, clubDetailsErrors, LoadingText, TEXT_LIMITS, TIME_ZONE_LOCKED_MESSAGE } from '@portal/shared';
import type { ClubDetails, ClubDetailsView } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { SaveForm } from '../../../common/save-form';
import { ClockInput } from '../../../common/typed-inputs';
import { useSave } from '../../../common/use-save';
import { timeZoneOptions } from '../lib/time-zones';

const DETAILS_KEY = ['club', 'details'] as const;

const ZONE_HELP = 'The club\u2019s calendar: its timetable, payment days and \u201ctoday\u201d follow this zone. It can be corrected until the first session or booking.';

function DetailsForm({ initial, onSave }: { initial: ClubDetailsView; onSave: (d: ClubDetails) => Promise<unknown> }) {
  const { timeZoneLocked, ...details } = initial;
  const form = useForm<ClubDetails>({ initialValues: details, validate: clubDetailsErrors, validateInputOnBlur: true });
  useEffect(() => form.setValues(details), [initial]); // eslint-disable-line react-hooks/exhaustive-deps -- refilled when the saved details change
  const { busy, serverError, save } = useSave(onSave, (field, message) => form.setFieldError(field, message));
  const zones = useMemo(() => timeZoneOptions(initial.timeZone), [initial.timeZone]);
  return (
    <SaveForm onSubmit={form.onSubmit((v) => save(v))} busy={busy} serverError={serverError} saveLabel="Save club details" onCancel={() => form.reset()}>
      <Select
        label="Time zone"
        data={zones}
        searchable
        allowDeselect={false}
        maw={480}
        disabled={timeZoneLocked}
        description={timeZoneLocked ? TIME_ZONE_LOCKED_MESSAGE : ZONE_HELP}
        {...form.getInputProps('timeZone')}
      />
      <Title order={3}>Opening hours</Title>
      <Text size="sm">Leave both times empty for a day the club is closed.</Text>
      {form.values.openingHours.map((h, i) => (
        <Group key={h.day} align="flex-start" grow>
          <Text pt="xs">{h.day}</Text>
          <ClockInput label={`${h.day} opens`} placeholder="06:00" {...form.getInputProps(`openingHours.${i}.opens`)} />
          <ClockInput label={`${h.day} closes`} placeholder="21:00" {...form.getInputProps(`openingHours.${i}.closes`)} />
        </Group>
      ))}
      <Title order={3}>Social links</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Facebook page" placeholder="https://www.facebook.com/..." maxLength={TEXT_LIMITS.webAddress} {...form.getInputProps('facebookUrl')} />
        <TextInput label="Other social link" placeholder="https://www.instagram.com/..." maxLength={TEXT_LIMITS.webAddress} {...form.getInputProps('socialLink')} />
      </SimpleGrid>
    </SaveForm>
  );
}

/** ADMIN: the club's time zone, and the opening hours and social links members see on Club Info (contact details are on Branding). */
export function ClubDetailsPage() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: DETAILS_KEY, queryFn: () => apiGet<ClubDetailsView>('club-console/details') });
  const [status, setStatus] = useState('');
  // Club Info reads the club row at every visit, and the portal re-reads the club's zone on the next click: nothing to announce.
  const save = useMutation({
    mutationFn: (d: ClubDetails) => apiPut<ClubDetailsView>('club-console/details', d),
    onSuccess: (saved) => {
      client.setQueryData(DETAILS_KEY, saved);
      setStatus('Club details saved. Members see them on Club Info at their next visit.');
    },
  });
  if (!query.data) return query.error ? <Text c="red">{query.error.message}</Text> : <LoadingText />;
  return (
    <Stack>
      <div role="status" aria-live="polite">
        {status && <Text c="green">{status}</Text>}
      </div>
      <DetailsForm initial={query.data} onSave={(d) => save.mutateAsync(d)} />
    </Stack>
  );
}
