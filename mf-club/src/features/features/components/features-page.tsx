import { Alert, Loader, SimpleGrid, Stack, Switch, Table, Text } from '@mantine/core';
import { TableHead } from '@portal/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SWITCHABLE_REMOTES, type ClubAuditEntry, type ClubFeatures, type ClubFeaturesChange, type ClubFlags } from '@portal/shared/contracts';
import { changeFeatures } from '../api/change-features';
import { getAudit, auditKey } from '../api/get-audit';
import { getFeatures, featuresKey } from '../api/get-features';
import { ConsoleMessages } from '../../../common/console-messages';
import { useConsoleAction } from '../../../common/use-console-action';
import { FLAG_LABELS, REMOTE_LABELS } from './feature-labels';
import { ConsoleSection } from '../../../common/console-section';

const describe = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([k, v]) => `${k.replace(/^remote:/, '')}: ${typeof v === 'boolean' ? (v ? 'on' : 'off') : String(v)}`)
    .join(', ');

/** Features, live: each switch saves at once; members see it on their next click. */
export function FeaturesPage() {
  const client = useQueryClient();
  const featuresQuery = useQuery({ queryKey: featuresKey, queryFn: getFeatures });
  const auditQuery = useQuery({ queryKey: auditKey, queryFn: getAudit });
  // The page shows once both are here, as it did.
  const features = auditQuery.data ? (featuresQuery.data ?? null) : null;
  const audit: ClubAuditEntry[] = auditQuery.data ?? [];
  const setFeatures = (f: ClubFeatures) => client.setQueryData(featuresKey, f);
  const { status, setStatus, error: saveError, run } = useConsoleAction();
  const loadFailure = featuresQuery.error ?? auditQuery.error;
  const error = saveError || (loadFailure ? loadFailure.message || 'Could not load the features.' : '');

  const save = (change: ClubFeaturesChange, what: string, on: boolean) =>
    run(async () => {
      setFeatures(await changeFeatures(change));
      setStatus(`${what} is now ${on ? 'on' : 'off'}.`);
      await client.invalidateQueries({ queryKey: auditKey });
    }, 'Could not save the change.');

  if (!features) return error ? <Alert color="red">{error}</Alert> : <Loader aria-label="Loading" />;
  const toggleRemote = (name: (typeof SWITCHABLE_REMOTES)[number], on: boolean) => {
    const next = on ? [...features.enabledRemotes, name] : features.enabledRemotes.filter((r) => r !== name);
    void save({ enabledRemotes: next }, REMOTE_LABELS[name], on);
  };
  const toggleFlag = (name: keyof ClubFlags, on: boolean) => void save({ flags: { [name]: on } }, FLAG_LABELS[name], on);

  return (
    <Stack>
      <Text>Switches take effect at once: a signed-in member sees the change on their next click.</Text>
      <ConsoleMessages status={status} error={error} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ConsoleSection title="Member features">
          {(Object.keys(FLAG_LABELS) as (keyof ClubFlags)[]).map((name) => (
            <Switch key={name} label={FLAG_LABELS[name]} checked={features.flags[name]} onChange={(e) => toggleFlag(name, e.currentTarget.checked)} />
          ))}
        </ConsoleSection>
        <ConsoleSection title="Portal areas">
          {SWITCHABLE_REMOTES.map((name) => (
            <Switch
              key={name}
              label={REMOTE_LABELS[name]}
              checked={features.enabledRemotes.includes(name)}
              onChange={(e) => toggleRemote(name, e.currentTarget.checked)}
            />
          ))}
        </ConsoleSection>
      </SimpleGrid>
      <ConsoleSection title="Change log">
        {audit.length === 0 ? (
          <Text>No changes yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table striped>
              <TableHead columns={['When', 'Who', 'What', 'Before', 'After']} />
              <Table.Tbody>
                {audit.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{new Date(a.at).toLocaleString('en-AU')}</Table.Td>
                    <Table.Td>{a.who}</Table.Td>
                    <Table.Td>{a.area}</Table.Td>
                    <Table.Td>{describe(a.before)}</Table.Td>
                    <Table.Td>{describe(a.after)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ConsoleSection>
    </Stack>
  );
}
