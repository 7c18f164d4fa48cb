// Your active extras (/subscription, docs/spec/account-core.md §2 Extras).
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, announceChange, LoadingText, RETRIEVING_EXTRAS, notifyError, useErrorNotice, useSession } from '@portal/shared';
import { ExtrasTabs } from '../../../common/extras-tabs';
import { membershipKeys } from '../../../common/query-keys';
import { getActiveExtras } from '../api/extras-api';
import { BuyExtrasDialog, TAB_BY_TYPE } from './buy-extras-dialog';

export function ExtrasPage() {
  const memberNumber = useSession((s) => s.memberNumber);
  const ptLabel = useSession((s) => (s.theme?.customPtLabel as string | undefined) || 'PT');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [buy, setBuy] = useState<{ fromApp: boolean; tab?: string } | null>(null);

  const query = useQuery({
    queryKey: membershipKeys.extras(memberNumber),
    queryFn: () => getActiveExtras(memberNumber ?? ''),
    enabled: Boolean(memberNumber),
  });
  const extras = query.isError ? { subscriptions: [], addons: [] } : (query.data ?? null);
  useErrorNotice(query.error, (e) => notifyError(errorMessage(e)));
  // A purchase: this page, the membership pages and the dashboard re-read.
  const load = () => announceChange('membership');

  // ?buy=true&extratype=N (from the mobile app) opens the dialog as the page renders, and the
  // address is cleaned once it has.
  const buyAsked = params.get('buy') === 'true' ? (params.get('extratype') ?? '') : null;
  const [buyHandled, setBuyHandled] = useState<string | null>(null);
  if (buyAsked !== buyHandled) {
    setBuyHandled(buyAsked);
    if (buyAsked !== null) setBuy({ fromApp: true, tab: TAB_BY_TYPE[buyAsked] });
  }
  useEffect(() => {
    if (buyAsked !== null) navigate('/subscription', { replace: true });
  }, [buyAsked, navigate]);

  const subs = (type: number) => (extras?.subscriptions ?? []).filter((s) => s.subscription.subscriptionType === type);
  const tile = (key: string, title: string, lines: string[]) => (
    <Card key={key} withBorder>
      <Text fw={600}>{title}</Text>
      {lines.map((l) => (
        <Text key={l} size="sm">
          {l}
        </Text>
      ))}
    </Card>
  );
  const subscriptionTiles = (type: number) => (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="sm">
      {subs(type).map((s) =>
        tile(`s${s.id}`, s.subscriptionName, [
          `Remaining sessions: ${s.remainingSubscription < 0 ? 'Unlimited' : s.remainingSubscription}`,
          `Number of sessions: ${s.subscription.numberOfSession}`,
          ...(s.expiryDate ? [`Expiry date: ${s.expiryDate}`] : []),
        ]),
      )}
      {type === 2 &&
        (extras?.addons ?? []).map((a) =>
          tile(`a${a.id}`, a.membershipType, [
            `Remaining visits: ${a.remainingVisit < 0 ? 'Unlimited' : a.remainingVisit}`,
            ...(a.membershipExpiryDateLocal ? [`Expiry date: ${a.membershipExpiryDateLocal}`] : []),
          ]),
        )}
    </SimpleGrid>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Your active extras</Title>
        <Button onClick={() => setBuy({ fromApp: false })}>Purchase Extra</Button>
      </Group>
      {extras === null ? (
        <LoadingText text={RETRIEVING_EXTRAS} />
      ) : (
        <ExtrasTabs ptLabel={ptLabel} tiles={subscriptionTiles} />
      )}
      <BuyExtrasDialog
        opened={buy !== null}
        fromApp={buy?.fromApp}
        initialTab={buy?.tab}
        onClose={() => setBuy(null)}
        onPurchased={() => void load()}
      />
    </Stack>
  );
}
