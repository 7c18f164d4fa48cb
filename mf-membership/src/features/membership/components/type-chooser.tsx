import { ActionIcon, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CHOOSE_MEMBERSHIP, formatMoney, Dialog } from '@portal/shared';
import type { MembershipType } from '@portal/shared/contracts';

/** 'Let's get started, choose the best option for you!' with an info dialog per type. */
export function TypeChooser({ types, onChoose }: { types: MembershipType[]; onChoose: (type: MembershipType) => void }) {
  const [info, setInfo] = useState<MembershipType | null>(null);
  return (
    <Stack>
      <Title order={3}>{CHOOSE_MEMBERSHIP}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {types.map((t) => (
          <Card key={t.id} withBorder padding="md">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t.description}</Text>
              <ActionIcon variant="subtle" aria-label={`About ${t.description}`} onClick={() => setInfo(t)}>
                i
              </ActionIcon>
            </Group>
            {t.onlineSignupTag && <Badge mt={4}>{t.onlineSignupTag}</Badge>}
            <Text size="sm" mt="xs">
              {t.shortDescription}
            </Text>
            <Text size="sm" fw={500}>
              {formatMoney(t.priceCents)} {t.isDirectDebit ? t.paymentFrequency : 'paid in full'}
            </Text>
            <Button mt="sm" onClick={() => onChoose(t)} aria-label={`Choose ${t.description}`}>
              Choose
            </Button>
          </Card>
        ))}
      </SimpleGrid>
      <Dialog opened={!!info} onClose={() => setInfo(null)} title={info?.description} centered size={500}>
        {info && (
          <Stack gap="xs">
            {info.photo && <Image src={info.photo} alt={info.description} h={200} fit="contain" />}
            <Text fw={500}>{info.shortDescription}</Text>
            <Text size="sm">{info.fullDescription}</Text>
            <Text size="sm">Joining fee: {formatMoney(info.joiningFeeCents)}</Text>
            <Text size="sm">Card fee: {formatMoney(info.accessCardFeeCents)}</Text>
            <Text size="sm">Minimum period: {info.minimumPeriodLabel}</Text>
          </Stack>
        )}
      </Dialog>
    </Stack>
  );
}
