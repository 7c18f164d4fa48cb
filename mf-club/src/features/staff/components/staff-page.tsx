import { Badge, Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { apiDelete, apiGet, apiPost, apiPut, LoadingText, TableHead, TEXT_LIMITS } from '@portal/shared';
import type { StaffAccount, StaffInvite, StaffRole } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConsoleMessages } from '../../../common/console-messages';
import { useConsoleAction } from '../../../common/use-console-action';
import { SaveForm } from '../../../common/save-form';
import { useSave } from '../../../common/use-save';
import { NEW_INVITE, validateInvite } from '../lib/invite-rules';
import { StaffPasskeyRule } from './staff-passkey-rule';

const STAFF_KEY = ['club', 'staff'] as const;
const ROLES = [
  { value: 'STAFF', label: 'STAFF: the desk and kiosks' },
  { value: 'ADMIN', label: 'ADMIN: the whole console' },
];

/** ADMIN: who runs the club in the console; invite by e-mail (again, for a lapsed link or a returning login), change a role, remove access. */
export function StaffPage() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: STAFF_KEY, queryFn: () => apiGet<StaffAccount[]>('club-console/staff') });
  const { status, setStatus, error, run } = useConsoleAction();
  // Staff logins are the console's own data: no member page reads them, so nothing to announce.
  const refresh = () => client.invalidateQueries({ queryKey: STAFF_KEY });
  const invite = useMutation({ mutationFn: (body: StaffInvite) => apiPost<StaffAccount>('club-console/staff', body), onSuccess: refresh });
  const role = useMutation({ mutationFn: ({ id, next }: { id: number; next: StaffRole }) => apiPut<StaffAccount>(`club-console/staff/${id}/role`, { role: next }), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => apiDelete<{ message: string }>(`club-console/staff/${id}`), onSuccess: refresh });
  const again = useMutation({ mutationFn: (id: number) => apiPost<StaffAccount>(`club-console/staff/${id}/invitation`, {}), onSuccess: refresh });
  const form = useForm<StaffInvite>({ initialValues: NEW_INVITE, validate: validateInvite, validateInputOnBlur: true });
  const { busy, serverError, save } = useSave(
    async (body: StaffInvite) => {
      const added = await invite.mutateAsync(body);
      // A member made ADMIN, or a returning login that has a password already, is not "invited".
      setStatus(
        added.invitationPending
          ? `${added.email} is invited: the e-mail's link lets them choose a password within 24 hours.`
          : `${added.email} can use the club console as ${added.role} now; we e-mailed them.`,
      );
      form.reset();
    },
    (field, message) => form.setFieldError(field, message),
  );
  return (
    <Stack>
      <ConsoleMessages status={status} error={error} />
      {list.isPending ? (
        <LoadingText />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <TableHead columns={['E-mail', 'Name', 'Role', '', '']} />
            <Table.Tbody>
              {(list.data ?? []).map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.email}</Table.Td>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Role of ${s.email}`}
                      data={ROLES}
                      value={s.role}
                      allowDeselect={false}
                      onChange={(next) => next && next !== s.role && void run(async () => {
                        await role.mutateAsync({ id: s.id, next: next as StaffRole });
                        setStatus(`${s.email} is now ${next}.`);
                      })}
                    />
                  </Table.Td>
                  <Table.Td>
                    {s.invitationPending ? (
                      <Group gap="xs" wrap="nowrap">
                        <Badge color="yellow">Invited</Badge>
                        <Button
                          size="xs"
                          variant="subtle"
                          aria-label={`Send the invitation to ${s.email} again`}
                          onClick={() => void run(async () => {
                            await again.mutateAsync(s.id);
                            setStatus(`A new link is on its way to ${s.email}: it works once, within 24 hours. Earlier links no longer work.`);
                          })}
                        >
                          Send again
                        </Button>
                      </Group>
                    ) : s.isYou ? (
                      <Badge>You</Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" color="red" onClick={() => void run(async () => setStatus((await remove.mutateAsync(s.id)).message))}>
                      Remove access
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <StaffPasskeyRule />
      <Title order={3}>Invite someone</Title>
      <Text size="sm">They get an e-mail with a link to choose their password (it works once, for 24 hours).</Text>
      <SaveForm onSubmit={form.onSubmit((v) => save(v))} busy={busy} serverError={serverError} saveLabel="Send invitation" onCancel={() => form.reset()}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="E-mail" type="email" required maxLength={TEXT_LIMITS.email} {...form.getInputProps('email')} />
          <TextInput label="Name" required maxLength={TEXT_LIMITS.staffName} {...form.getInputProps('name')} />
          <Select label="Role" data={ROLES} allowDeselect={false} {...form.getInputProps('role')} />
        </SimpleGrid>
      </SaveForm>
    </Stack>
  );
}
