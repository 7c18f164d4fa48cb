import { Badge, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LoadingText, DataTable } from '@portal/shared';
import { INVITE_LINK_DAYS, INVITES_PER_BATCH, invitesScheduledMessage, type InviteState } from '@portal/shared/contracts';
import { SaveForm } from '../../../common/save-form';
import { useSave } from '../../../common/use-save';
import { useInviteMutation, useInvites } from '../api/member-invites';
import { NEW_INVITE_RUN, validateInviteRun, type InviteFormValues } from '../lib/invite-rules';

const STATE: Record<InviteState, { label: string; color: string }> = {
  'not-invited': { label: 'Not invited', color: 'gray' },
  invited: { label: 'Invited', color: 'yellow' },
  'signed-in': { label: 'Signed in', color: 'green' },
  bounced: { label: 'Bounced', color: 'red' },
};

/** Invite the imported members when the club chooses; who was invited, signed in, bounced. */
export function InvitesSection({ onStatus }: { onStatus: (text: string) => void }) {
  const invites = useInvites();
  const invite = useInviteMutation();
  const form = useForm<InviteFormValues>({ initialValues: NEW_INVITE_RUN, validate: validateInviteRun });
  const { busy, serverError, save } = useSave(async (v: InviteFormValues) => {
    const sendAt = v.sendAt ? new Date(v.sendAt).toISOString() : undefined;
    await invite.mutateAsync({ count: v.count, ...(sendAt ? { sendAt } : {}) });
    onStatus(invitesScheduledMessage(v.count, sendAt ? new Date(sendAt).toLocaleString() : 'now'));
  });
  const data = invites.data;
  return (
    <Stack>
      <Title order={3}>Invite the imported members</Title>
      <Text size="sm">
        Each gets an e-mail with a link to choose their password (it works once, for {INVITE_LINK_DAYS} days). Invitations go {INVITES_PER_BATCH} a minute.
      </Text>
      {!data ? (
        <LoadingText />
      ) : (
        <>
          <Group>
            <Badge variant="light">{data.imported} imported</Badge>
            <Badge variant="light" color="yellow">{data.invited} invited</Badge>
            <Badge variant="light" color="green">{data.signedIn} signed in</Badge>
            <Badge variant="light" color="red">{data.bounced} bounced</Badge>
            {data.scheduled > 0 && <Badge variant="light" color="blue">{data.scheduled} waiting</Badge>}
          </Group>
          <SaveForm onSubmit={form.onSubmit((v) => save(v))} busy={busy} serverError={serverError} saveLabel="Send invitations" onCancel={() => form.reset()}>
            <Group grow align="flex-start">
              <NumberInput label="How many" min={1} max={100000} {...form.getInputProps('count')} />
              <TextInput label="Send from (empty: now)" type="datetime-local" maxLength={20} {...form.getInputProps('sendAt')} />
            </Group>
          </SaveForm>
          <DataTable
            striped
            aria-label="Invitations"
            rows={data.members}
            rowKey={(m) => m.memberId}
            columns={['Name', 'E-mail', 'Invitation']}
            cells={(m) => [m.name, m.email ?? '', <Badge color={STATE[m.state].color}>{STATE[m.state].label}</Badge>]}
          />
        </>
      )}
    </Stack>
  );
}
