import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage, DataTable } from '@portal/shared';
import { SLIPPING_DAYS } from '@portal/shared/contracts';
import { useState } from 'react';
import { InlineForm } from '../../../common/inline-form';
import { memberLabel } from '../../../common/member-label';
import { useSlipping, useSlippingMessageMutation } from '../api/insights';
import { ddmmyyyy, slippingDaysError } from '../lib/range-rules';

/** "Slipping away": active members with no visit in the days the club chooses, and one click to message them (the bell and e-mail). */
export function SlippingAway() {
  const [days, setDays] = useState<number>(SLIPPING_DAYS.default);
  const form = useForm<{ days: number | string }>({ initialValues: { days: SLIPPING_DAYS.default }, validate: { days: slippingDaysError } });
  const slipping = useSlipping(days);
  const send = useSlippingMessageMutation();
  const [status, setStatus] = useState('');
  const members = slipping.data?.members ?? [];

  const message = async () => {
    setStatus('');
    try {
      setStatus((await send.mutateAsync({ days, memberNumbers: members.map((m) => m.memberNumber) })).message);
    } catch (e) {
      setStatus(errorMessage(e));
    }
  };

  return (
    <Stack component="section" aria-labelledby="slipping-title">
      <Title order={3} id="slipping-title">
        Slipping away
      </Title>
      <InlineForm onSubmit={form.onSubmit((v) => setDays(Number(v.days)))} submitLabel="Show" variant="outline">
        <NumberInput label="No visit in (days)" min={SLIPPING_DAYS.min} max={SLIPPING_DAYS.max} maxLength={3} allowDecimal={false} {...form.getInputProps('days')} />
      </InlineForm>
      {slipping.error ? (
        <Text role="alert" c="red.9">
          {errorMessage(slipping.error)}
        </Text>
      ) : !slipping.data ? (
        <Text>Loading members...</Text>
      ) : (
        <>
          <Text>
            {slipping.data.total === 0
              ? `Every active member has visited in the last ${days} days.`
              : `${slipping.data.total} active members have not visited in ${days} days${slipping.data.total > members.length ? `; the ${members.length} longest away are listed` : ''}.`}
          </Text>
          {members.length > 0 && (
            <>
              <Group>
                <Button onClick={() => void message()} loading={send.isPending}>
                  Message {members.length === 1 ? 'this member' : `these ${members.length} members`}
                </Button>
                <Text role="status">{status}</Text>
              </Group>
              <DataTable
                striped
                withTableBorder
                aria-label="Members slipping away"
                rows={members}
                rowKey={(m) => m.memberNumber}
                columns={['Member', 'Membership', 'Last visit']}
                cells={(m) => [memberLabel(m.name, m.memberNumber), m.membershipType, m.lastVisit ? ddmmyyyy(m.lastVisit) : 'Never']}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
