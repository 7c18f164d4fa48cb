import { Paper, Stack } from '@mantine/core';
import { PaymentMethodForm } from '../../../common/payment-method-form';

/** /payment-setup: the Update Payment Method form as a page. */
export function PaymentSetupPage() {
  return (
    <Stack maw={480}>
      <Paper withBorder p="md">
        <PaymentMethodForm />
      </Paper>
    </Stack>
  );
}
