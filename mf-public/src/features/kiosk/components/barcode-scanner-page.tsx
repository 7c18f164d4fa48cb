// /member-barcode-scanner: front-desk check-in on a paired kiosk. An unpaired kiosk asks for the
// pairing code a club admin issued; a paired one serves the club it was paired with. A USB scanner
// types the barcode and Enter into the focused field; the camera or a name search work too. The
// server says why it refuses.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Container, Group, Stack, Switch, Tabs, Text, TextInput, Title } from '@mantine/core';
import { isApiError, LoadingText, TEXT_LIMITS } from '@portal/shared';
import type { CheckInResult, KioskDevice, MemberNameMatch } from '@portal/shared/contracts';
import { useIdleReset } from '../../../common/use-idle-reset';
import { checkInByBarcode, checkInByName, getKioskDevice, searchMembers } from '../api/check-in';
import { KioskPairingForm } from './kiosk-pairing-form';
import { errorMessage } from '@portal/shared';

const CameraScanner = lazy(async () => ({ default: (await import('./camera-scanner')).CameraScanner }));
type Outcome = { ok: true; result: CheckInResult } | { ok: false; message: string };
/** undefined while asking the server, null when this kiosk is not paired. */
type DeviceState = KioskDevice | null | undefined;

export function BarcodeScannerPage() {
  // The kiosk's pairing, as the server has it; a 401 means this kiosk is not paired (null).
  const query = useQuery({
    queryKey: ['kiosk', 'device'],
    queryFn: () => getKioskDevice().catch((e: unknown) => (isApiError(e) && e.status === 401 ? null : Promise.reject(e))),
    gcTime: 0,
  });
  // Pairing here, or the server refusing the kiosk later, decides until the next visit.
  const [changed, setDevice] = useState<DeviceState>(undefined);
  const device: DeviceState = changed !== undefined ? changed : query.data;
  const [notice, setNotice] = useState('');
  const loadError = query.error ? errorMessage(query.error) : '';
  const unpaired = useCallback((message: string) => {
    setNotice(message);
    setDevice(null);
  }, []);

  if (loadError) return <Alert color="red">{loadError}</Alert>;
  if (device === undefined) return <LoadingText />;
  if (device === null) return <KioskPairingForm notice={notice} onPaired={setDevice} />;
  return <CheckInDesk device={device} onUnpaired={unpaired} />;
}

function CheckInDesk({ device, onUnpaired }: { device: KioskDevice; onUnpaired: (message: string) => void }) {
  const { accountId } = device;
  const [barcode, setBarcode] = useState('');
  const [name, setName] = useState('');
  const [matches, setMatches] = useState<MemberNameMatch[]>([]);
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busyRef = useRef(false);

  const reset = useCallback(() => {
    setOutcome(null);
    setBarcode('');
    setName('');
    setMatches([]);
    inputRef.current?.focus();
  }, []);
  useIdleReset(reset, 30_000);
  useEffect(() => inputRef.current?.focus(), []);

  const run = useCallback(async (action: () => Promise<CheckInResult>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      setOutcome({ ok: true, result: await action() });
    } catch (e) {
      if (isApiError(e) && e.status === 401) onUnpaired(e.message);
      else setOutcome({ ok: false, message: errorMessage(e) });
    } finally {
      busyRef.current = false;
      setBusy(false);
      setBarcode('');
      inputRef.current?.focus();
    }
  }, [onUnpaired]);
  const onScan = useCallback((value: string) => void run(() => checkInByBarcode({ accountId, barcode: value })), [run, accountId]);

  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={2}>Member check-in</Title>
        <Text c="dimmed">
          {device.clubName} · {device.deviceName}
        </Text>
        {outcome?.ok && (
          <Alert color="green" title="Checked in" role="status">
            {outcome.result.message} ({outcome.result.displayName}, member {outcome.result.memberNumber})
          </Alert>
        )}
        {outcome && !outcome.ok && (
          <Alert color="red" title="Check-in refused" role="alert">
            {outcome.message}
          </Alert>
        )}
        <Tabs defaultValue="barcode">
          <Tabs.List grow>
            <Tabs.Tab value="barcode">Scan card</Tabs.Tab>
            <Tabs.Tab value="name">Find by name</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="barcode" pt="md">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (barcode.trim()) onScan(barcode.trim());
              }}
            >
              <Stack>
                <TextInput maxLength={TEXT_LIMITS.barcode} ref={inputRef} size="xl" label="Barcode" placeholder="Scan or type the barcode" autoComplete="off" value={barcode} onChange={(e) => setBarcode(e.currentTarget.value)} />
                <Button size="xl" type="submit" loading={busy}>
                  Check in
                </Button>
                <Switch size="lg" label="Use the camera" checked={camera} onChange={(e) => setCamera(e.currentTarget.checked)} />
                {camera && (
                  <Suspense fallback={null}>
                    <CameraScanner onScan={onScan} />
                  </Suspense>
                )}
              </Stack>
            </form>
          </Tabs.Panel>
          <Tabs.Panel value="name" pt="md">
            <form
              onSubmit={async (e) => {
                e.preventDefault();
                if (name.trim().length < 3) return;
                try {
                  setMatches(await searchMembers(accountId, name.trim()));
                } catch (err) {
                  if (isApiError(err) && err.status === 401) onUnpaired(err.message);
                  else setOutcome({ ok: false, message: errorMessage(err) });
                }
              }}
            >
              <Stack>
                <TextInput maxLength={TEXT_LIMITS.memberNameSearch} size="xl" label="Name" placeholder="At least 3 letters" value={name} onChange={(e) => setName(e.currentTarget.value)} />
                <Button size="xl" type="submit" variant="light">
                  Search
                </Button>
                <Group>
                  {matches.map((m) => (
                    <Button key={m.memberNumber} size="xl" variant="outline" onClick={() => run(() => checkInByName({ accountId, memberNumber: m.memberNumber }))}>
                      {m.displayName} ({m.memberNumber})
                    </Button>
                  ))}
                </Group>
              </Stack>
            </form>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
