// Step 1: the membership type, intro add-ons and extras.
import { Badge, Button, Card, Checkbox, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '@portal/shared';
import type { JoinOptions } from '@portal/shared/contracts';
import type { JoinForm } from '../hooks/use-join-form';

export function MembershipStep({ options, form, onNext }: { options: JoinOptions; form: JoinForm; onNext: () => void }) {
  const chosenId = form.values.membershipTypeId;
  const type = options.membershipTypes.find((t) => String(t.id) === chosenId);
  return (
    <Stack mt="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {options.membershipTypes.map((t) => {
          const chosen = String(t.id) === chosenId;
          return (
            <Card key={t.id} withBorder padding="md" aria-label={t.description} style={{ borderColor: chosen ? 'var(--mantine-color-blue-6)' : undefined }}>
              {t.photo && (
                <Card.Section>
                  <Image src={t.photo} alt={t.description} h={120} fit="cover" />
                </Card.Section>
              )}
              <Group justify="space-between" mt="sm">
                <Text fw={700}>{t.description}</Text>
                {t.onlineSignupTag && <Badge>{t.onlineSignupTag}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {t.fullDescription || t.shortDescription}
              </Text>
              <Text size="sm" mt={4}>
                {formatMoney(t.priceCents)} {t.isDirectDebit ? t.paymentFrequency : 'paid in full'} · Minimum period: {t.minimumPeriodLabel || 'none'}
              </Text>
              <Text size="xs" c="dimmed">
                Joining fee {formatMoney(t.joiningFeeCents)} · Access card {formatMoney(t.accessCardFeeCents)}
              </Text>
              <Button
                mt="sm"
                variant={chosen ? 'filled' : 'light'}
                // Another type: its add-ons differ and paid in full has only the card.
                onClick={() => form.setValues({ membershipTypeId: String(t.id), addOnIds: [], paymentType: '17' })}
                aria-label={`Choose ${t.description}`}
              >
                {chosen ? 'Selected' : 'Choose'}
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
      {type && type.addOns.length > 0 && (
        <Checkbox.Group label="Intro add-ons" {...form.getInputProps('addOnIds')}>
          <Stack gap={4} mt={4}>
            {type.addOns.map((a) => (
              <Checkbox key={a.id} value={String(a.id)} label={`${a.description} (${formatMoney(a.totalCostCents)}, ${a.minimumPeriodLabel})`} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {type && options.subscriptions.length > 0 && (
        <Checkbox.Group label="Extras you can buy now" {...form.getInputProps('subscriptionIds')}>
          <Stack gap={4} mt={4}>
            {options.subscriptions
              .filter((s) => s.subscriptionType === 1 || s.subscriptionType === 4)
              .map((s) => (
                <Checkbox key={s.subscriptionId} value={String(s.subscriptionId)} label={`${s.subscriptionName} (${s.onlineBodyDescription}, ${s.onlineFooterDescription})`} />
              ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Group justify="flex-end">
        <Button disabled={!type} onClick={onNext}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
