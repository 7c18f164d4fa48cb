import { Alert } from '@mantine/core';
import type { PublicReceipt } from '@portal/shared/contracts';

/** The acknowledgement of a sent form, with its reference (and when it was received, where the page says so). */
export function ReceiptAlert({ title, receipt, withTime = false }: { title: string; receipt: PublicReceipt; withTime?: boolean }) {
  return (
    <Alert color="green" role="status" title={title}>
      {receipt.message} Reference {receipt.receiptNumber}
      {withTime ? `, ${receipt.receivedAt}` : ''}.
    </Alert>
  );
}
