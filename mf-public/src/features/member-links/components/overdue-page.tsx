// /member-payment-overdue?ref=…: the signed link the club e-mails; shows what is overdue and takes
// a card payment through the capture frame.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Container, Stack, Table, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { CardFrame, formatMoney, LoadingText, PaymentAttemptKeys, type CapturedCard, ErrorAlert } from '@portal/shared';
import type { OverdueDetail } from '@portal/shared/contracts';
import { getOverdue, payOverdue } from '../api/member-links-api';
import { errorMessage } from '@portal/shared';

export function OverduePage() {
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  // A payment link's amount due: read fresh on every visit (gcTime 0), never from an older visit.
  const query = useQuery({ queryKey: ['public', 'overdue', ref], queryFn: () => getOverdue(ref), enabled: Boolean(ref), gcTime: 0 });
  const detail: OverdueDetail | null = query.data ?? null;
  const [actionError, setError] = useState('');
  const error = actionError || (query.error ? errorMessage(query.error) : '');
  const [paid, setPaid] = useState('');
  // One Idempotency-Key per payment attempt: a new card is a new request (see PaymentAttemptKeys).
  const [attempts] = useState(() => new PaymentAttemptKeys());
  const pay = async (card: CapturedCard) => {
    setError('');
    try {
      const request = { ref, token: card.Token, tokenReference: card.TokenReference };
      const result = await attempts.send(request, (key) => payOverdue(ref, card.Token, card.TokenReference, key));
      setPaid(`${result.message} ${formatMoney(result.paidCents)} paid.`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={2}>Overdue Payment</Title>
        {!ref && <Alert color="red">This link is not valid.</Alert>}
        <ErrorAlert error={error} />
        {ref && !detail && !error && <LoadingText />}
        {paid && <Alert color="green">{paid}</Alert>}
        {detail && !paid && (
          <>
            <Text>{detail.clubName} · {detail.displayName}</Text>
            {detail.totalCents === 0 ? (
              <Alert color="green">There is nothing overdue on this account.</Alert>
            ) : (
              <>
                <Table aria-label="Overdue items">
                  <Table.Tbody>
                    {detail.items.map((i) => (
                      <Table.Tr key={`${i.date}-${i.description}`}>
                        <Table.Td>{i.date}</Table.Td>
                        <Table.Td>{i.description}</Table.Td>
                        <Table.Td ta="right">{formatMoney(i.outstandingCents)}</Table.Td>
                      </Table.Tr>
                    ))}
                    <Table.Tr>
                      <Table.Td colSpan={2} fw={700}>Total</Table.Td>
                      <Table.Td ta="right" fw={700}>{formatMoney(detail.totalCents)}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
                <CardFrame onCard={pay} height={680} />
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
