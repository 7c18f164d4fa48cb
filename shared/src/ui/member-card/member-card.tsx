// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the encoder's types, for every app that compiles this file
/// <reference path="./jsbarcode-code128.d.ts" />
// The member's digital card: a CODE128 barcode (value printed as text beneath) of the member's
// barcode value (the one the kiosk at /member-barcode-scanner scans), drawn as an <svg> so it
// prints and scales cleanly. Only jsbarcode's CODE128 encoder is used (about 2 KB instead of the
// whole library's 11 KB gzipped with every format and renderer), and React draws the bars in the
// first render: the card has its final size at once (no layout shift) and needs no second fetch.
import { useMemo } from 'react';
import { Card, Group, Stack, Text } from '@mantine/core';
import CODE128 from 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO';

// Same geometry as jsbarcode's defaults with { height: 70, margin: 8 }.
const BAR_WIDTH = 2;
const BAR_HEIGHT = 70;
const MARGIN = 8;

/** The bars of `value` as [x, width] runs, or null when CODE128 cannot encode it. */
function code128Bars(value: string): { width: number; bars: [number, number][] } | null {
  const encoder = new CODE128(value, {});
  if (!value || !encoder.valid()) return null;
  const modules = encoder.encode().data;
  const bars: [number, number][] = [];
  for (let i = 0; i < modules.length; i += 1) {
    if (modules[i] !== '1') continue;
    let end = i;
    while (modules[end + 1] === '1') end += 1;
    bars.push([MARGIN + i * BAR_WIDTH, (end - i + 1) * BAR_WIDTH]);
    i = end;
  }
  return { width: modules.length * BAR_WIDTH + 2 * MARGIN, bars };
}

export interface MemberCardProps {
  /** Value encoded in the barcode (the member's card barcode, or the member number). */
  barcode: string;
  memberNumber: string;
  memberName: string;
  clubName?: string;
}

export function MemberCard({ barcode, memberNumber, memberName, clubName }: MemberCardProps) {
  const code = useMemo(() => code128Bars(barcode), [barcode]);
  const height = BAR_HEIGHT + 2 * MARGIN;
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
        <svg
          role="img"
          aria-label={`Barcode ${barcode}`}
          data-barcode={barcode}
          width={code?.width ?? 0}
          height={code ? height : 0}
          viewBox={code ? `0 0 ${code.width} ${height}` : undefined}
          style={{ maxWidth: '100%', height: 'auto' }}
        >
          {code && (
            <>
              <rect x={0} y={0} width={code.width} height={height} fill="#fff" />
              <g fill="#000">
                {code.bars.map(([x, w]) => (
                  <rect key={x} x={x} y={MARGIN} width={w} height={BAR_HEIGHT} />
                ))}
              </g>
            </>
          )}
        </svg>
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
