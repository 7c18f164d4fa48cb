import { Alert, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { TEXT_LIMITS, DataTable } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { KioskDeviceListItem, KioskPairingCode } from '@portal/shared/contracts';
import { issuePairingCode } from '../api/issue-pairing-code';
import { listKiosks, kiosksKey } from '../api/list-kiosks';
import { revokeKiosk } from '../api/revoke-kiosk';
import { ConsoleSection } from '../../../common/console-section';
import { ConsoleMessages } from '../../../common/console-messages';
import { useConsoleAction } from '../../../common/use-console-action';
import { errorMessage } from '@portal/shared';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-AU') : 'never');

/** Kiosks: a one-time pairing code to type on the kiosk page, the paired devices, revoke. */
export function KiosksPage() {
  const query = useQuery({ queryKey: kiosksKey, queryFn: listKiosks });
  const devices: KioskDeviceListItem[] = query.data ?? [];
  const reload = () => query.refetch();
  const [deviceName, setDeviceName] = useState('Front desk');
  const [code, setCode] = useState<KioskPairingCode | null>(null);
  const { status, setStatus, error: actionError, run } = useConsoleAction();
  const error = actionError || (query.error ? errorMessage(query.error) : '');

  const onIssue = (e: FormEvent) => {
    e.preventDefault();
    return run(async () => setCode(await issuePairingCode(deviceName)));
  };
  const onRevoke = (d: KioskDeviceListItem) =>
    run(async () => {
      await revokeKiosk(d.id);
      setStatus(`${d.deviceName} is unpaired.`);
      await reload();
    });

  return (
    <Stack>
      <ConsoleSection title="Pair a kiosk" framed>
        <Text>Open the check-in page on the kiosk and type the code there. It works once, for 10 minutes.</Text>
        <form onSubmit={(e) => void onIssue(e)}>
          <Group align="flex-end">
            <TextInput label="Kiosk name" required maxLength={TEXT_LIMITS.deviceName} value={deviceName} onChange={(e) => setDeviceName(e.currentTarget.value)} />
            <Button type="submit">Issue pairing code</Button>
          </Group>
        </form>
        {code && (
          <Alert color="blue" title={`Pairing code for ${code.deviceName}`}>
            <Code fz="xl" data-testid="pairing-code">
              {code.code}
            </Code>
            <Text size="sm">Valid until {when(code.expiresAt)}.</Text>
          </Alert>
        )}
      </ConsoleSection>
      <ConsoleMessages status={status} error={error} />
      <ConsoleSection title="Paired kiosks">
        <DataTable
          rows={devices}
          empty="No kiosks are paired."
          columns={['Kiosk', 'Paired', 'Last seen', 'Action']}
          cells={(d) => [d.deviceName, when(d.pairedAt), when(d.lastSeenAt)]}
          actions={(d) => (
            <Button size="xs" variant="outline" color="red" onClick={() => void onRevoke(d)}>
              Revoke {d.deviceName}
            </Button>
          )}
        />
      </ConsoleSection>
    </Stack>
  );
}
