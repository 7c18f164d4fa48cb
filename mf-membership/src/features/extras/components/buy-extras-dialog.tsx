// Buy extras (docs/spec/account-core.md §2 Buy extras dialog, §4 extras purchase).
import { Button, Card, Group, SimpleGrid, Stack, Stepper, Table, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { errorMessage, CARD_CAPTURE_FAILED, BACK_TO_APP, EXTRA_READY, EXTRAS_DIRECT_DEBIT, EXTRAS_PREPAID, EXTRAS_SELECT, PT_BOOKED_WITH_PURCHASE, SpinnerButton, formatMoney, PaymentAttemptKeys, notifyError, notifySuccess, useCardEntry, useSession, type CapturedCard, type CardFrameHandle, Dialog, useErrorNotice, ErrorAlert } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { membershipKeys } from '../../../common/query-keys';
import type { MembershipAddon, PurchasableSubscription } from '@portal/shared/contracts';
import { CardEntry, cardPayload, useVaultCard } from '../../../common/card-entry';
import { ExtrasTabs } from '../../../common/extras-tabs';
import { SubscriptionInfoDialog } from '../../../common/subscription-info-dialog';
import { SubscriptionTile } from '../../../common/subscription-tile';
import { buyAddon, buySubscription, getPurchasableExtras } from '../api/extras-api';
import { clearPendingPtBooking, readPendingPtBooking } from '../api/pending-pt-booking';

type Choice = { kind: 'subscription'; item: PurchasableSubscription } | { kind: 'addon'; item: MembershipAddon };

export interface BuyExtrasDialogProps {
  opened: boolean;
  onClose: () => void;
  onPurchased: () => void;
  /** Opened from the mobile app: stays open after a purchase. */
  fromApp?: boolean;
  initialTab?: string;
}

const TAB_BY_TYPE: Record<string, string> = { '1': 'pt', '2': 'group', '4': 'creche' };

export function BuyExtrasDialog({ opened, onClose, onPurchased, fromApp, initialTab }: BuyExtrasDialogProps) {
  const clubId = useSession((s) => s.clubId);
  const userId = useSession((s) => s.user?.userId ?? 0);
  const vault = useSession((s) => Boolean(s.theme?.flags?.pciVaultEnabled));
  const ptLabel = useSession((s) => (s.theme?.customPtLabel as string | undefined) || 'Personal Training');
  const offerQuery = useQuery({
    queryKey: membershipKeys.purchasable(clubId),
    queryFn: () => getPurchasableExtras(clubId ?? 0),
    enabled: opened && Boolean(clubId),
  });
  const offer = offerQuery.data ?? null;
  useErrorNotice(offerQuery.error, (e) => notifyError(errorMessage(e)));
  const [choice, setChoice] = useState<Choice | null>(null);
  const [info, setInfo] = useState<PurchasableSubscription | null>(null);
  const [step, setStep] = useState(0);
  const card = useCardEntry();
  const vaultCard = useVaultCard();
  const { captured } = vaultCard;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  // One Idempotency-Key per purchase attempt (see PaymentAttemptKeys).
  const [attempts] = useState(() => new PaymentAttemptKeys());
  const frameRef = useRef<CardFrameHandle>(null);

  const prepaid = choice?.kind === 'addon' || (choice?.kind === 'subscription' && choice.item.contractType !== 2);

  const pick = (c: Choice) => {
    setChoice(c);
    setError(null);
    attempts.answered();
    // Direct-debit extras skip the card step.
    const isPrepaid = c.kind === 'addon' || c.item.contractType !== 2;
    setStep(isPrepaid ? 1 : 2);
  };

  const reset = () => {
    setChoice(null);
    setStep(0);
    setSuccess(null);
    setError(null);
    vaultCard.reset();
    card.reset();
  };

  const toSummary = async () => {
    // Pressed just after "Use this card": the card the frame is still capturing, once it is there.
    const typed = cardPayload(vault, card, await vaultCard.settled());
    // null: the kit has marked the wrong fields under them.
    if (typeof typed === 'string' || typed === null) {
      setError(typed);
      return;
    }
    setError(null);
    setStep(2);
  };

  const onCaptured = (c: CapturedCard) => {
    vaultCard.onCaptured(c);
    // A Next pressed before the card was there said it could not be captured: it is here now.
    setError((e) => (e === CARD_CAPTURE_FAILED ? null : e));
  };

  const purchase = async () => {
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      const typed = prepaid ? cardPayload(vault, card, captured) : null;
      const cardFields = typed && typeof typed !== 'string' ? typed : {};
      let message: string;
      if (choice.kind === 'subscription') {
        const ptBooking = choice.item.subscriptionType === 1 ? readPendingPtBooking() : null;
        const body = { userId, subscriptionId: choice.item.subscriptionId, paymentType: 17 as const, isFromApp: fromApp, bookPt: !!ptBooking, ptBooking: ptBooking ?? undefined, ...cardFields };
        const result = await attempts.send(body, (key) => buySubscription(body, key));
        if (ptBooking) clearPendingPtBooking();
        message = result.ptBooked ? PT_BOOKED_WITH_PURCHASE : result.message;
      } else {
        const body = { userId, membershipTypeId: choice.item.id, paymentType: 17 as const, ...cardFields };
        const result = await attempts.send(body, (key) => buyAddon(body, key));
        message = result.message;
      }
      notifySuccess(message);
      setSuccess(message);
      onPurchased();
      if (!fromApp) {
        reset();
        onClose();
      }
    } catch (e) {
      const message = errorMessage(e);
      notifyError(message);
      setError(message);
      // A card the server refused (expired, wrong CVV...): back to the card step with the field marked.
      if (prepaid && !vault && card.showServerError(message)) setStep(1);
      if (choice.kind === 'addon') frameRef.current?.reload();
    } finally {
      setBusy(false);
    }
  };

  const subscriptionTiles = (type: number) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
      {(offer?.subscriptions ?? [])
        .filter((s) => s.subscriptionType === type)
        .map((s) => (
          <SubscriptionTile key={`s${s.subscriptionId}`} subscription={s} onInfo={setInfo}>
            <Button mt="xs" onClick={() => pick({ kind: 'subscription', item: s })} aria-label={`Buy ${s.subscriptionName}`}>
              Select
            </Button>
          </SubscriptionTile>
        ))}
      {type === 2 &&
        (offer?.addons ?? []).map((a) => (
          <Card key={`a${a.id}`} withBorder>
            <Text fw={600}>{a.description}</Text>
            <Text size="sm">{formatMoney(a.totalCostCents)}</Text>
            <Text size="xs" c="dimmed">
              {a.minimumPeriodLabel}
            </Text>
            <Button mt="xs" onClick={() => pick({ kind: 'addon', item: a })} aria-label={`Buy ${a.description}`}>
              Select
            </Button>
          </Card>
        ))}
    </SimpleGrid>
  );

  const name = choice ? (choice.kind === 'addon' ? choice.item.description : choice.item.subscriptionName) : '';
  const cost = choice ? choice.item.totalCostCents : 0;

  return (
    <Dialog
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title={EXTRAS_SELECT}
      size={700}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {success ? (
        <Stack>
          <Text fw={600}>{success === PT_BOOKED_WITH_PURCHASE ? success : EXTRA_READY}</Text>
          <Text>{BACK_TO_APP}</Text>
          <Button variant="default" onClick={reset}>
            Purchase another extra
          </Button>
        </Stack>
      ) : !choice ? (
        <ExtrasTabs ptLabel={ptLabel} tiles={subscriptionTiles} defaultTab={initialTab} />
      ) : (
        <Stepper active={step - 1 < 0 ? 0 : step - 1} allowNextStepsSelect={false}>
          <Stepper.Step label="Payment">
            <Stack gap="sm" mt="sm">
              <CardEntry vault={vault} card={card} captured={captured} onCaptured={onCaptured} onCapturing={vaultCard.onCapturing} frameRef={frameRef} />
              <ErrorAlert error={error} />
              <Group justify="space-between">
                <Button variant="default" onClick={reset}>
                  Previous
                </Button>
                <SpinnerButton busy={vaultCard.waiting} onClick={() => void toSummary()}>
                  Next
                </SpinnerButton>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label="Summary">
            <Stack gap="sm" mt="sm">
              <Table>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td>Name</Table.Td>
                    <Table.Td>{name}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>{choice.kind === 'addon' ? 'Minimum period' : 'Number of sessions'}</Table.Td>
                    <Table.Td>
                      {choice.kind === 'addon' ? choice.item.minimumPeriodLabel : choice.item.isUnlimitedSession ? 'Unlimited' : choice.item.numberOfSession}
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>Type</Table.Td>
                    <Table.Td>{choice.kind === 'addon' ? 'Add-on' : choice.item.subscriptionTypeName}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>Payment type</Table.Td>
                    <Table.Td>{prepaid ? 'Credit Card' : 'Direct Debit'}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>Total cost</Table.Td>
                    <Table.Td>{formatMoney(cost)}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <Text size="sm">{prepaid ? EXTRAS_PREPAID : EXTRAS_DIRECT_DEBIT}</Text>
              <ErrorAlert error={error} />
              <Group justify="space-between">
                <Button variant="default" onClick={() => (prepaid ? setStep(1) : reset())} disabled={busy}>
                  Previous
                </Button>
                <SpinnerButton busy={busy} onClick={() => void purchase()}>
                  Purchase
                </SpinnerButton>
              </Group>
            </Stack>
          </Stepper.Step>
        </Stepper>
      )}
      <SubscriptionInfoDialog info={info} onClose={() => setInfo(null)} />
    </Dialog>
  );
}

export { TAB_BY_TYPE };
