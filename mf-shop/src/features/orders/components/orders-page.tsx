// /orders: the user's shop orders with their items, status and a tax-invoice receipt.
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { errorMessage, LoadedList, useErrorNotice, formatDisplayDate, formatMoney, notifyWarning } from '@portal/shared';
import { useOrders } from '../api/orders-api';

export function OrdersPage() {
  const query = useOrders();
  const orders = query.isError ? [] : (query.data ?? null);
  useErrorNotice(query.error, (error) => notifyWarning(errorMessage(error)));

  return (
    <Stack>
      <LoadedList
        items={orders}
        empty={
          <>
            No orders yet. <Anchor component={Link} to="/shop">Visit the shop</Anchor>
          </>
        }
      >
        {(found) =>
          found.map((o) => (
            <Card key={o.id} withBorder component="article" aria-label={`Order ${o.id}`}>
              <Group justify="space-between">
                <Title order={3} size="h5">
                  Order {o.id} - {formatDisplayDate(o.date)}
                </Title>
                <Badge color={o.status === 'paid' ? 'green' : 'gray'}>{o.status}</Badge>
              </Group>
              <Stack gap={2} my="xs">
                {o.items.map((item) => (
                  <Group key={item.name} justify="space-between">
                    <Text size="sm">
                      {item.quantity} x {item.name}
                    </Text>
                    <Text size="sm">{formatMoney(item.lineTotalCents)}</Text>
                  </Group>
                ))}
              </Stack>
              <Group justify="space-between">
                <Text fw={700}>Total {formatMoney(o.totalCents)} (includes GST {formatMoney(o.gstCents)})</Text>
                <Anchor href={o.receiptUrl} download>
                  Receipt (PDF)
                </Anchor>
              </Group>
            </Card>
          ))
        }
      </LoadedList>
    </Stack>
  );
}
