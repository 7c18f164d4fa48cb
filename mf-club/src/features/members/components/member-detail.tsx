import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, TableHead } from '@portal/shared';
import type { ConsoleMemberDetail } from '@portal/shared/contracts';
import { useState } from 'react';
import { HouseholdPanel } from './household-panel';
import { MemberIdentityForm } from './member-identity-form';

const date = (iso: string) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');

function Rows({ head, rows }: { head: string[]; rows: string[][] }) {
  if (!rows.length) return <Text c="dimmed">None.</Text>;
  return (
    <Table.ScrollContainer minWidth={500}>
      <Table>
        <TableHead columns={head} />
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={i}>
              {r.map((c, j) => (
                <Table.Td key={j}>{c}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface Props {
  detail: ConsoleMemberDetail;
  onMail: (kind: 'invitation' | 'reset-link') => void;
  onIdentitySaved: (saved: ConsoleMemberDetail) => void;
}

/** One member: the two e-mails the desk sends, and the details only the club corrects. */
export function MemberDetail({ detail, onMail, onIdentitySaved }: Props) {
  const m = detail.member;
  // Keyed by member number in the page, so another member's page starts closed.
  const [correcting, setCorrecting] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-detail">
      <Stack>
        <Title order={3} id="member-detail">
          {m.name} ({m.memberNumber})
        </Title>
        <Text>
          {m.email || 'No e-mail'}, {m.status}, {m.hasLogin ? 'has a login' : 'no login yet'}
        </Text>
        <Group>
          <Button variant="default" onClick={() => setCorrecting(true)} disabled={correcting}>
            Correct name, e-mail or date of birth
          </Button>
          {m.hasLogin ? (
            <Button onClick={() => onMail('reset-link')}>Send a reset link</Button>
          ) : (
            <Button onClick={() => onMail('invitation')} disabled={!m.email}>
              Resend registration invitation
            </Button>
          )}
        </Group>
        {correcting && (
          <MemberIdentityForm
            detail={detail}
            onCancel={() => setCorrecting(false)}
            onSaved={(saved) => {
              setCorrecting(false);
              onIdentitySaved(saved);
            }}
          />
        )}
        <HouseholdPanel memberNumber={m.memberNumber} name={m.name} />
        <Title order={4}>Membership</Title>
        <Rows head={['Membership', 'Type', 'Status', 'Start', 'Expiry']} rows={detail.memberships.map((x) => [x.name, x.contractType, x.status, date(x.startDate), date(x.expiryDate)])} />
        <Title order={4}>Bookings</Title>
        <Rows head={['Class', 'Date', 'Status', 'Checked in']} rows={detail.bookings.map((b) => [b.className, date(b.startsAt), b.status, b.checkedIn ? 'Yes' : 'No'])} />
        <Title order={4}>Payments</Title>
        <Rows head={['Date', 'For', 'Amount', 'Status']} rows={detail.payments.map((p) => [date(p.at), p.description, formatMoney(p.amountCents), p.status])} />
      </Stack>
    </Paper>
  );
}
