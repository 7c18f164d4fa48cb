// The member's digital card: a CODE128 barcode (value printed as text beneath, not by jsbarcode,
// which would need a canvas to measure it) of the member's barcode value (the one the kiosk at
// /member-barcode-scanner scans). jsbarcode draws into an <svg>, so it prints and scales cleanly.
import { useEffect, useRef } from 'react';
import { Card, Group, Stack, Text } from '@mantine/core';

export interface MemberCardProps {
  /** Value encoded in the barcode (the member's card barcode, or the member number). */
  barcode: string;
  memberNumber: string;
  memberName: string;
  clubName?: string;
}

export function MemberCard({ barcode, memberNumber, memberName, clubName }: MemberCardProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let cancelled = false;
    // Loaded on demand: the dashboard renders before the barcode library arrives.
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (cancelled || !svgRef.current) return;
      JsBarcode(svgRef.current, barcode, { format: 'CODE128', displayValue: false, height: 70, margin: 8 });
    });
    return () => {
      cancelled = true;
    };
  }, [barcode]);
  return (
    <Card withBorder radius="md" padding="md" aria-label="Member card" role="figure">
      <Stack gap={4} align="center">
        <Group justify="space-between" w="100%">
          <Text fw={700}>{clubName ?? 'Member card'}</Text>
          <Text size="sm" c="dimmed">
            Member {memberNumber}
          </Text>
        </Group>
        <Text size="lg" fw={600}>
          {memberName}
        </Text>
        <svg ref={svgRef} role="img" aria-label={`Barcode ${barcode}`} data-barcode={barcode} />
        <Text ff="monospace" size="md">
          {barcode}
        </Text>
        <Text size="xs" c="dimmed">
          Scan at the front desk to check in.
        </Text>
      </Stack>
    </Card>
  );
}
