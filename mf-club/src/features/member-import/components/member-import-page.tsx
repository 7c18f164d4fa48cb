import { Alert, Badge, Button, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { LoadingText, DataTable } from '@portal/shared';
import { importFailedMessage, type ImportPreview as Preview, type MemberImport } from '@portal/shared/contracts';
import { useState } from 'react';
import { ConsoleMessages } from '../../../common/console-messages';
import { useConsoleAction } from '../../../common/use-console-action';
import { useImport, useImports, useMappingMutation, usePreviewMutation, useResumeMutation, useStartMutation, useUploadMutation } from '../api/member-imports';
import { ExportSection } from './export-section';
import { ImportPreview } from './import-preview';
import { InvitesSection } from './invites-section';
import { MappingForm } from './mapping-form';

const STATUS_LABEL: Record<MemberImport['status'], string> = { uploaded: 'Not imported yet', importing: 'Importing', done: 'Imported', failed: 'Failed' };

/** ADMIN: bring members over from the club's old system: upload its CSV, map, preview, import. */
export function MemberImportPage() {
  const imports = useImports();
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const current = useImport(currentId);
  const upload = useUploadMutation();
  const mapping = useMappingMutation();
  const check = usePreviewMutation();
  const start = useStartMutation();
  const resume = useResumeMutation();
  const { status, setStatus, error, run } = useConsoleAction();
  const imp = current.data;

  const open = (id: number) => {
    setCurrentId(id);
    setPreview(null);
    setStatus('');
  };
  /** Starts or resumes the open import, then reads it again to follow its progress. */
  const carryOn = (id: number, mutation: typeof start | typeof resume, message: string) =>
    void run(async () => {
      await mutation.mutateAsync(id);
      await current.refetch();
      setStatus(message);
    });

  return (
    <Stack>
      <ConsoleMessages status={status} error={error} />
      <Text size="sm">
        Export your members from your current system as CSV (one row a person, column names on the first line) and upload it here. Nothing is imported until
        you have checked the rows. Card numbers are never imported: a file with a card-number column is refused.
      </Text>
      <Group align="flex-end">
        <FileInput label="CSV file" accept=".csv,text/csv" value={file} onChange={setFile} w={320} clearable />
        <Button
          disabled={!file}
          loading={upload.isPending}
          onClick={() =>
            file &&
            void run(async () => {
              const added = await upload.mutateAsync(file);
              open(added.id);
              setFile(null);
              setStatus(`${added.fileName} is uploaded. Check which column fills each field, then check the rows.`);
            })
          }
        >
          Upload
        </Button>
      </Group>

      {imp && (
        <Stack key={imp.id}>
          <Title order={3}>{imp.fileName}</Title>
          <MappingForm
            imp={imp}
            busy={mapping.isPending || check.isPending}
            onSubmit={(m) =>
              void run(async () => {
                await mapping.mutateAsync({ id: imp.id, mapping: m });
                setPreview(await check.mutateAsync(imp.id));
                await current.refetch();
              })
            }
          />
          {preview && <ImportPreview preview={preview} />}
          {imp.status === 'uploaded' && preview && (preview.import.goodRows ?? 0) > 0 && (
            <Button
              w="fit-content"
              loading={start.isPending}
              onClick={() => carryOn(imp.id, start, 'The import has started. You can leave this page: it goes on, and you can come back to follow it.')}
            >
              Import {preview.import.goodRows} rows
            </Button>
          )}
          {imp.status === 'failed' && (
            <Alert color="red" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{importFailedMessage(imp.importedRows)}</Text>
                <Button
                  size="xs"
                  loading={resume.isPending}
                  onClick={() => carryOn(imp.id, resume, 'The import goes on from where it stopped.')}
                >
                  Resume import
                </Button>
              </Stack>
            </Alert>
          )}
          {(imp.status === 'importing' || imp.status === 'done') && <ImportProgress imp={imp} />}
        </Stack>
      )}

      <Title order={3}>Imports</Title>
      {imports.isPending ? (
        <LoadingText />
      ) : (
        <DataTable
          striped
          aria-label="Imports"
          rows={imports.data ?? []}
          columns={['File', 'Uploaded', 'Status', 'Imported', '']}
          cells={(i) => [
            i.fileName,
            new Date(i.createdAt).toLocaleString(),
            <Badge color={i.status === 'done' ? 'green' : i.status === 'failed' ? 'red' : 'gray'}>
              {STATUS_LABEL[i.status]}
            </Badge>,
            i.importedRows,
          ]}
          actions={(i) => (
            <Button size="xs" variant="subtle" onClick={() => open(i.id)} aria-label={`Open ${i.fileName}`}>
              Open
            </Button>
          )}
        />
      )}
      <InvitesSection onStatus={setStatus} />
      <ExportSection />
    </Stack>
  );
}

function ImportProgress({ imp }: { imp: MemberImport }) {
  const total = imp.totalRows ?? 0;
  const percent = total ? Math.min(100, Math.round((imp.processedRows / total) * 100)) : imp.status === 'done' ? 100 : 0;
  return (
    <Stack gap="xs">
      <Progress value={percent} aria-label="Import progress" size="lg" />
      <Text size="sm" role="status">
        {imp.status === 'done'
          ? `Import finished: ${imp.importedRows} rows imported.`
          : `${imp.processedRows} of ${total || '?'} rows read, ${imp.importedRows} imported…`}
      </Text>
    </Stack>
  );
}
