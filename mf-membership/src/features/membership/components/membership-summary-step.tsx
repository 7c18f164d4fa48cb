// Change / renew membership, step 2 "Summary": the member's details, the server's fees with their
// breakdowns, the agreement, and "I Agree".
import { ActionIcon, Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { GENERATING_TERMS, SpinnerButton, WELCOME_TO_GYM, formatDisplayDate, formatMoney } from '@portal/shared';
import type { FeeBreakdown, RenewContractPayload } from '@portal/shared/contracts';
import { useState } from 'react';
import type { SummaryProfile } from '../api/get-profile';
import { termsUrl } from '../api/terms-url';
import { PaymentBreakdown } from './payment-breakdown';

interface MembershipSummaryStepProps {
  fees: FeeBreakdown;
  contract: RenewContractPayload | null;
  profile: SummaryProfile | null;
  fallback: { fullName: string; email: string };
  done: boolean;
  busy: boolean;
  onPrevious: () => void;
  onAgree: () => void;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

export function MembershipSummaryStep({ fees, contract, profile, fallback, done, busy, onPrevious, onAgree }: MembershipSummaryStepProps) {
  const [breakdown, setBreakdown] = useState<'first' | 'regular' | null>(null);
  const details: [string, string][] = [
    ['Name', profile?.fullName ?? fallback.fullName],
    ['Date of birth', profile?.dateOfBirth ?? ''],
    ['Gender', profile?.gender ?? ''],
    ['Email', profile?.email ?? fallback.email],
    ['Contact no.', profile?.mobile ?? ''],
    ['Address', profile?.address ?? ''],
  ];
  return (
    <Stack gap="sm" mt="sm">
      <Text fw={600}>Profile</Text>
      <Table>
        <Table.Tbody>
          {details.map(([k, v]) => (
            <Row key={k} label={k}>
              {v}
            </Row>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={600}>Payment Details</Text>
      <Table>
        <Table.Tbody>
          <Row label="Membership start date">{formatDisplayDate(fees.membershipStartDate)}</Row>
          <Row label="Payment start date">{formatDisplayDate(fees.paymentStartDate)}</Row>
          <Row label="Payment type">{fees.paymentType === 19 ? 'Direct Debit' : 'Credit Card'}</Row>
          <Row label="Total amount">{formatMoney(fees.cents.firstPaymentTotal)}</Row>
          <Row label="First payment">
            {formatMoney(fees.cents.firstPaymentTotal)}{' '}
            <ActionIcon size="sm" variant="subtle" aria-label="First Payment Breakdown" onClick={() => setBreakdown('first')}>
              i
            </ActionIcon>
          </Row>
          {fees.isDirectDebit && (
            <Row label="Regular direct debit">
              {formatMoney(fees.cents.regularPaymentTotal)}{' '}
              <ActionIcon size="sm" variant="subtle" aria-label="Regular Payment Breakdown" onClick={() => setBreakdown('regular')}>
                i
              </ActionIcon>
            </Row>
          )}
        </Table.Tbody>
      </Table>
      {contract ? (
        <Anchor href={termsUrl(contract.pdfFileName)} target="_blank" rel="noopener">
          Terms and conditions
        </Anchor>
      ) : (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{GENERATING_TERMS}</Text>
        </Group>
      )}
      {done && <Text c="green">{WELCOME_TO_GYM}</Text>}
      <Group justify="space-between">
        <Button variant="default" disabled={busy || done} onClick={onPrevious}>
          Previous
        </Button>
        <SpinnerButton busy={busy} disabled={done} onClick={onAgree}>
          I Agree to terms and conditions
        </SpinnerButton>
      </Group>
      <PaymentBreakdown kind={breakdown} fees={fees} onClose={() => setBreakdown(null)} />
    </Stack>
  );
}
