// The server's fee breakdown (cents from the server; the browser only formats).
import { Table } from '@mantine/core';
import { formatMoney } from '@portal/shared';
import type { FeeBreakdown } from '@portal/shared/contracts';

export function FeeBreakdownTable({ quote, addOnCents }: { quote: FeeBreakdown; addOnCents: number }) {
  const c = quote.cents;
  const rows: [string, number][] = [
    [quote.membershipLabel, quote.isDirectDebit ? c.prorata : c.regularPayment],
    [quote.joiningFeeLabel, c.joiningFee],
    [quote.accessCardFeeLabel, c.accessCardFee],
    ['Extras', c.subscriptionAmount + addOnCents],
    ['Discount', -(c.membershipDiscount + c.joiningFeeDiscount + c.accessCardFeeDiscount)],
    ['Card surcharge', c.cardTransactionFee],
  ];
  return (
    <Table aria-label="Fee breakdown">
      <Table.Tbody>
        {rows
          .filter(([, v]) => v !== 0)
          .map(([label, v]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{formatMoney(v)}</Table.Td>
            </Table.Tr>
          ))}
        <Table.Tr>
          <Table.Td fw={700}>First payment (inc. GST)</Table.Td>
          <Table.Td ta="right" fw={700}>
            {formatMoney(c.firstPaymentTotal + addOnCents)}
          </Table.Td>
        </Table.Tr>
        {quote.isDirectDebit && (
          <Table.Tr>
            <Table.Td>Regular payment from {quote.paymentStartDate}</Table.Td>
            <Table.Td ta="right">{formatMoney(c.regularPayment)}</Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
