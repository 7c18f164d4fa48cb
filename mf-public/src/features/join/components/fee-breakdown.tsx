// The server's fee breakdown (cents from the server; the browser only formats).
import { Table } from '@mantine/core';
import { formatBreakdownDate, formatMoney } from '@portal/shared';
import type { FeeBreakdown } from '@portal/shared/contracts';

export function FeeBreakdownTable({ quote }: { quote: FeeBreakdown }) {
  const c = quote.cents;
  // The server's lines add up to the subtotal, add-ons included: nothing is recomputed here.
  const rows: [string, number][] = [
    ...quote.lines.map((line): [string, number] => [line.label, line.cents]),
    ...(c.cardTransactionFee ? [['Card surcharge', c.cardTransactionFee] as [string, number]] : []),
  ];
  return (
    <Table aria-label="Fee breakdown">
      <Table.Tbody>
        {rows.map(([label, v]) => (
          <Table.Tr key={label}>
            <Table.Td>{label}</Table.Td>
            <Table.Td ta="right">{v < 0 ? `-${formatMoney(-v)}` : formatMoney(v)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={700}>First payment (inc. GST)</Table.Td>
          <Table.Td ta="right" fw={700}>
            {formatMoney(c.firstPaymentTotal)}
          </Table.Td>
        </Table.Tr>
        {quote.isDirectDebit && (
          <Table.Tr>
            <Table.Td>Regular payment from {formatBreakdownDate(quote.paymentStartDate)}</Table.Td>
            <Table.Td ta="right">{formatMoney(c.regularPayment)}</Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
