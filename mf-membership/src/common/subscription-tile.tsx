import { ActionIcon, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PurchasableSubscription } from '@portal/shared/contracts';

export interface SubscriptionTileProps {
  subscription: PurchasableSubscription;
  onInfo: (subscription: PurchasableSubscription) => void;
  selected?: boolean;
  /** The tile's button: Select (buy extras) or a toggle (the membership change's extras). */
  children: ReactNode;
}

/** A subscription on offer: name, an "i" for its details, the club's descriptions, then the button. */
export function SubscriptionTile({ subscription: s, onInfo, selected = false, children }: SubscriptionTileProps) {
  return (
    <Card withBorder bg={selected ? 'blue.0' : undefined}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{s.subscriptionName}</Text>
        <ActionIcon variant="subtle" aria-label={`About ${s.subscriptionName}`} onClick={() => onInfo(s)}>
          i
        </ActionIcon>
      </Group>
      <Text size="sm">{s.onlineBodyDescription}</Text>
      <Text size="xs" c="dimmed">
        {s.onlineFooterDescription}
      </Text>
      {children}
    </Card>
  );
}
