import { Paper, Stack, Text, Title } from '@mantine/core';
import type { PaymentGatewayStatus } from '@portal/shared/contracts';
import { useGatewayStatus } from '../api/failed-payments';

/** What each status reads as: the ADMIN sees where the money goes without any key on screen. */
function gatewayText(s: PaymentGatewayStatus): string {
  if (s.gateway === 'sandbox') return 'Sandbox: test payments only, no money moves. Your host switches the club to Stripe.';
  if (!s.serverConfigured) return 'Stripe, but the server has no Stripe keys: payments fail until your host sets them.';
  return s.testMode ? 'Stripe, in test mode: no real money moves.' : 'Stripe: cards and bank accounts are charged for real.';
}

/** The club's payment gateway (ADMIN), read-only: its keys come only from the server's environment. */
export function PaymentGatewayStatusPanel() {
  const status = useGatewayStatus(true);
  if (!status.data) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={3}>Payment gateway</Title>
        <Text>{gatewayText(status.data)}</Text>
      </Stack>
    </Paper>
  );
}
