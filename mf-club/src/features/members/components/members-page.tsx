import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { TEXT_LIMITS, DataTable } from '@portal/shared';
import type { ConsoleMember, ConsoleMemberDetail } from '@portal/shared/contracts';
import { InlineForm } from '../../../common/inline-form';
import { memberLabel } from '../../../common/member-label';
import { getMember } from '../api/get-member';
import { searchMembers } from '../api/search-members';
import { sendMemberMail } from '../api/send-member-mail';
import { MemberDetail } from './member-detail';
import { errorMessage } from '@portal/shared';

/** Members: search, open one, correct what only the club may (name, e-mail, date of birth), resend an invitation or a reset link. */
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
      <InlineForm onSubmit={(e) => void onSearch(e)} submitLabel="Search">
        <TextInput maxLength={TEXT_LIMITS.memberSearch} label="Name, e-mail or member number" required value={q} onChange={(e) => setQ(e.currentTarget.value)} />
      </InlineForm>
      <div role="status" aria-live="polite">
        {status && <Alert color={status.ok ? 'green' : 'red'}>{status.text}</Alert>}
      </div>
      {found && (
        <DataTable
          rows={found}
          rowKey={(m) => m.memberNumber}
          columns={['Member', 'E-mail', 'Status', 'Action']}
          cells={(m) => [memberLabel(m.name, m.memberNumber), m.email, m.status]}
          actions={(m) => (
            <Button size="xs" variant="light" onClick={() => void open(m.memberNumber)}>
              Open {m.name}
            </Button>
          )}
        />
      )}
      {detail && (
        <MemberDetail
          key={detail.member.memberNumber}
          detail={detail}
          onMail={(k) => void mail(k)}
          onIdentitySaved={(saved) => {
            setDetail(saved);
            setFound((list) => list?.map((x) => (x.memberNumber === saved.member.memberNumber ? saved.member : x)) ?? null);
            setStatus({ ok: true, text: `${saved.member.name}'s details are saved.` });
          }}
        />
      )}
    </Stack>
  );
}
