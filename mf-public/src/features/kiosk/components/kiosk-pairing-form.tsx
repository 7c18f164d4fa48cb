// Shown on a kiosk that is not paired (or was unpaired): the pairing code a club admin issued is
// traded for the device cookie, then the kiosk works until an admin revokes it.
import { Alert, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { KioskDevice } from '@portal/shared/contracts';
import { useRequest } from '../../../common/use-request';
import { pairKiosk } from '../api/check-in';
import { TEXT_LIMITS, ErrorAlert } from '@portal/shared';

interface Props {
  onPaired: (device: KioskDevice) => void;
  /** Why the form is shown again, e.g. the server's message after a revoke. */
  notice?: string;
}

export function KioskPairingForm({ onPaired, notice }: Props) {
  const { busy, error, send } = useRequest<void>();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (v) => (v.replace(/[\s-]/g, '').length === 8 ? null : 'Please enter the 8-character pairing code.') },
  });
  const submit = form.onSubmit(({ code }) => send(async () => onPaired(await pairKiosk(code.trim()))));
  return (
    <Container size="sm" py="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2}>Pair this kiosk</Title>
          {notice && (
            <Alert color="yellow" role="status">
              {notice}
            </Alert>
          )}
          <Text>A club admin issues a pairing code for this kiosk. Enter it here once; the kiosk stays paired until the club unpairs it.</Text>
          <ErrorAlert error={error} />
          <TextInput maxLength={TEXT_LIMITS.pairingCode} size="xl" label="Pairing code" placeholder="ABCD-EFGH" autoComplete="off" autoCapitalize="characters" {...form.getInputProps('code')} />
          <Button size="xl" type="submit" loading={busy}>
            Pair this kiosk
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
