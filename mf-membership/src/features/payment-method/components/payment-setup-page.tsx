import { Alert, Paper, Stack } from '@mantine/core';
import { LoadingText, payerPaysMessage, PAYER_CARD_LOCKED } from '@portal/shared';
import { PaymentMethodForm } from '../../../common/payment-method-form';
import { useWhoPays } from '../../../common/who-pays';

/** /payment-setup: the Update Payment Method form as a page; a household's dependant is told who pays. */
export function PaymentSetupPage() {
  const payer = useWhoPays();
  if (payer.isPending) return <LoadingText text="Loading..." />;
  return (
    <Stack maw={480}>
      {payer.data?.isDependant ? (
        <Alert color="blue" title="Update Payment Method">
          {payerPaysMessage(payer.data.payerName)} {PAYER_CARD_LOCKED}
        </Alert>
      ) : (
        <Paper withBorder p="md">
          <PaymentMethodForm />
        </Paper>
      )}
    </Stack>
  );
}
