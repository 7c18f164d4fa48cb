import { Stack, Text } from '@mantine/core';
import { Dialog, formatMoney } from '@portal/shared';
import type { PurchasableSubscription } from '@portal/shared/contracts';

/** What the "i" of a subscription tile opens: its name, cost and number of sessions. */
export function SubscriptionInfoDialog({ info, onClose }: { info: PurchasableSubscription | null; onClose: () => void }) {
  return (
    <Dialog opened={!!info} onClose={onClose} title={info?.subscriptionName} centered>
      {info && (
        <Stack gap={4}>
          <Text>{info.subscriptionName}</Text>
          <Text size="sm">Cost: {formatMoney(info.totalCostCents)}</Text>
          <Text size="sm">Number of sessions: {info.isUnlimitedSession ? 'Unlimited' : info.numberOfSession}</Text>
        </Stack>
      )}
    </Dialog>
  );
}
