import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { LoadingText } from '@portal/shared';
import { CLUB_INFO_ERROR } from '@portal/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { fetchClubInfo } from '../api/club-info-api';

// Leaflet is loaded only with the map, after the details are on screen.
const ClubMap = lazy(async () => ({ default: (await import('./club-map')).ClubMap }));

/** /clubinfo: map with a marker, address line, company name, e-mail and phone (docs/spec/bookings-commerce.md §2.3), and what the club console adds: social links and opening hours. */
export function ClubInfoPage() {
  const query = useQuery({ queryKey: ['club-info'], queryFn: fetchClubInfo });
  const info = query.data ?? null;
  const failed = query.isError;

  if (failed) return <Text c="red">{CLUB_INFO_ERROR}</Text>;
  if (!info) return <LoadingText />;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        {info.latitude !== null && info.longitude !== null && (
          <Suspense fallback={null}>
            <ClubMap latitude={info.latitude} longitude={info.longitude} label={info.companyName} />
          </Suspense>
        )}
        <Text fw={600} size="lg">
          {info.companyName}
        </Text>
        <Text>{info.address}</Text>
        {info.email && <Anchor href={`mailto:${info.email}`}>{info.email}</Anchor>}
        {info.phone && <Anchor href={`tel:${info.phone.replace(/\s+/g, '')}`}>{info.phone}</Anchor>}
        {info.facebookUrl && (
          <Anchor href={info.facebookUrl} target="_blank" rel="noopener noreferrer">
            Facebook
          </Anchor>
        )}
        {info.socialLink && (
          <Anchor href={info.socialLink} target="_blank" rel="noopener noreferrer">
            {info.socialLink.replace(/^https:\/\/(www\.)?/, '')}
          </Anchor>
        )}
        {(info.openingHours ?? []).some((h) => h.opens) && (
          <>
            <Title order={3}>Opening hours</Title>
            <Table aria-label="Opening hours" withRowBorders={false}>
              <Table.Tbody>
                {info.openingHours.map((h) => (
                  <Table.Tr key={h.day}>
                    <Table.Td>{h.day}</Table.Td>
                    <Table.Td>{h.opens ? `${h.opens} to ${h.closes}` : 'Closed'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Card>
  );
}
