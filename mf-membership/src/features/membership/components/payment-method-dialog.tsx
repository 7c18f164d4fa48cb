import { PaymentMethodForm } from '../../../common/payment-method-form';
import { Dialog } from '@portal/shared';

export interface PaymentMethodDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called after the server accepted the new payment method (the dialog closes itself). */
  onSaved?: () => void;
}

/** The Update Payment Method dialog (480 px, docs/spec/account-core.md §9). */
export function PaymentMethodDialog({ opened, onClose, onSaved }: PaymentMethodDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Update Payment Method" size={480} centered>
      <PaymentMethodForm
        onCancel={onClose}
        onSaved={() => {
          onSaved?.();
          onClose();
        }}
      />
    </Dialog>
  );
}
