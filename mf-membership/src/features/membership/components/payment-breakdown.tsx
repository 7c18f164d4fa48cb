import { Table } from '@mantine/core';
import { formatBreakdownDate, formatMoney, Dialog } from '@portal/shared';
import type { FeeBreakdown } from '@portal/shared/contracts';

/** First / Regular Payment Breakdown dialogs: only what the server computed. */
export function PaymentBreakdown({ kind, fees, onClose }: { kind: 'first' | 'regular' | null; fees: FeeBreakdown; onClose: () => void }) {
  const c = fees.cents;
  // The server's lines add up to the subtotal: nothing is recomputed here.
  const rows: [string, number][] =
    kind === 'first'
      ? [
          ...fees.lines.map((line): [string, number] => [line.label, line.cents]),
          ['Subtotal', c.firstPaymentSubtotal],
          ...(c.cardTransactionFee ? [['Card surcharge', c.cardTransactionFee] as [string, number]] : []),
          ['GST (included)', c.totalGst],
          ['Total', c.firstPaymentTotal],
        ]
      : [
          ['Regular payment', c.regularPayment],
          ...(c.regularPaymentSurcharge ? [['Card surcharge', c.regularPaymentSurcharge] as [string, number]] : []),
          ['Total', c.regularPaymentTotal],
        ];
  return (
    <Dialog
      opened={kind !== null}
      onClose={onClose}
      centered
      size={500}
      title={kind === 'first' ? 'First Payment Breakdown' : 'Regular Payment Breakdown'}
    >
      <Table>
        <Table.Tbody>
          {kind === 'first' && fees.isDirectDebit && (
            <Table.Tr>
              <Table.Td>Prorata period</Table.Td>
              <Table.Td>
                {formatBreakdownDate(fees.membershipStartDate)} - {formatBreakdownDate(fees.paymentStartDate)} ({fees.prorataDays} days)
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map(([label, cents]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td>{cents < 0 ? `-${formatMoney(-cents)}` : formatMoney(cents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Dialog>
  );
}
