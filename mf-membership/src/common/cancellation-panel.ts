// What the member's /membership and the payer's /household show of a cancellation panel: the open
// cancellation (confirmed or requested) and today's quote, and which dialog is up. The quote the
// cancel dialog opened with is kept: confirming re-reads the panel (no quote then), and the dialog
// stays up to show the confirmation.
import type { Cancellation, CancellationPanel, CancellationQuote } from '@portal/shared/contracts';
import { useState } from 'react';

export function useCancellationPanel(data: CancellationPanel | undefined) {
  const [dialog, setDialog] = useState<'cancel' | 'withdraw' | null>(null);
  const [opened, setOpened] = useState<CancellationQuote | null>(null);
  const current = data?.current ?? null;
  const open: Cancellation | null =
    current && (current.status === 'confirmed' || current.status === 'requested') ? current : null;
  return {
    dialog,
    current,
    /** The open cancellation (confirmed or requested), else null. */
    open,
    quote: data?.quote ?? null,
    opened,
    askCancel: (quote: CancellationQuote) => {
      setOpened(quote);
      setDialog('cancel');
    },
    askWithdraw: () => setDialog('withdraw'),
    close: () => setDialog(null),
  };
}
