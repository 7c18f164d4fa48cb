import { Alert, Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { TableHead, TEXT_LIMITS } from '@portal/shared';
import type { ConsoleMember, ConsoleMemberDetail } from '@portal/shared/contracts';
import { getMember } from '../api/get-member';
import { searchMembers } from '../api/search-members';
import { sendMemberMail } from '../api/send-member-mail';
import { MemberDetail } from './member-detail';
import { errorMessage } from '@portal/shared';

/** Members: search, open one (read-only), resend an invitation or a reset link. */
export function MembersPage() {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<ConsoleMember[] | null>(null);
  const [detail, setDetail] = useState<ConsoleMemberDetail | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const onSearch = async (e: FormEvent) => {
    e.preventDefault();
    try {
      setFound(await searchMembers(q));
      setDetail(null);
    } catch (err) {
      setStatus({ ok: false, text: errorMessage(err) });
    }
  };
  const open = async (memberNumber: string) => {
    try {
      setDetail(await getMember(memberNumber));
    } catch (err) {
      setStatus({ ok: false, text: errorMessage(err) });
    }
  };
  const mail = async (kind: 'invitation' | 'reset-link') => {
    if (!detail) return;
    try {
      setStatus({ ok: true, text: (await sendMemberMail(detail.member.memberNumber, kind)).message });
    } catch (err) {
      setStatus({ ok: false, text: errorMessage(err) });
    }
  };

  return (
    <Stack>
      <form onSubmit={(e) => void onSearch(e)}>
        <Group align="flex-end">
          <TextInput maxLength={TEXT_LIMITS.memberSearch} label="Name, e-mail or member number" required value={q} onChange={(e) => setQ(e.currentTarget.value)} />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      <div role="status" aria-live="polite">
        {status && <Alert color={status.ok ? 'green' : 'red'}>{status.text}</Alert>}
      </div>
      {found && (
        <Table>
          <TableHead columns={['Member', 'E-mail', 'Status', 'Action']} />
          <Table.Tbody>
            {found.map((m) => (
              <Table.Tr key={m.memberNumber}>
                <Table.Td>
                  {m.name} ({m.memberNumber})
                </Table.Td>
                <Table.Td>{m.email}</Table.Td>
                <Table.Td>{m.status}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => void open(m.memberNumber)}>
                    Open {m.name}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {detail && <MemberDetail detail={detail} onMail={(k) => void mail(k)} />}
    </Stack>
  );
}
