// ADMIN: the club's terms, waivers and contracts as versions; publishing a new one (and whether
// members who signed the last must sign again at their next sign-in); who signed each version.
import { Badge, Button, Checkbox, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Dialog, TEXT_LIMITS, DataTable } from '@portal/shared';
import type { DocumentVersion, DocumentVersionInput } from '@portal/shared/contracts';
import { useState } from 'react';
import { memberLabel } from '../../../common/member-label';
import { SaveForm } from '../../../common/save-form';
import { useSave } from '../../../common/use-save';
import { usePublishDocument, useDocumentVersions, useSignatures } from '../api/documents';
import { NEW_VERSION, validateVersion } from '../lib/document-rules';

const KINDS = [
  { value: 'terms', label: 'Terms and conditions' },
  { value: 'waiver', label: 'Waiver' },
  { value: 'contract', label: 'Contract' },
];

function Signatures({ version, onClose }: { version: DocumentVersion | null; onClose: () => void }) {
  const list = useSignatures(version?.id ?? null);
  return (
    <Dialog opened={version !== null} onClose={onClose} title={`Signed ${version?.title ?? ''} (version ${version?.version ?? ''})`}>
      <DataTable
        aria-label="Signatures"
        rows={list.data ?? []}
        loading={list.isPending}
        empty="Nobody has signed this version yet."
        rowKey={(s) => s.memberNumber}
        columns={['Member', 'Signed by', 'Signed']}
        cells={(s) => [
          memberLabel(s.memberName, s.memberNumber),
          s.signedBy ? `${s.signedBy}, on behalf of ${s.memberName}` : 'Themselves',
          new Date(s.signedAt).toLocaleString('en-AU'),
        ]}
      />
    </Dialog>
  );
}

export function DocumentsPage() {
  const versions = useDocumentVersions();
  const publish = usePublishDocument();
  const [showing, setShowing] = useState<DocumentVersion | null>(null);
  const form = useForm<DocumentVersionInput>({ initialValues: NEW_VERSION, validate: validateVersion, validateInputOnBlur: true });
  const { busy, serverError, save } = useSave(async (v: DocumentVersionInput) => {
    await publish.mutateAsync(v);
    form.reset();
  });
  return (
    <Stack>
      <DataTable
        striped
        aria-label="Document versions"
        rows={versions.data ?? []}
        loading={versions.isPending}
        empty="No documents yet: publish the first version below."
        columns={['Document', 'Kind', 'Version', 'Asks again', 'Signed', '']}
        cells={(v) => [
          <>
            {v.title} {v.inForce && <Badge color="green">In force</Badge>}
          </>,
          KINDS.find((k) => k.value === v.kind)?.label,
          v.version,
          v.resignRequired ? 'Yes' : 'No',
          v.signedCount,
        ]}
        actions={(v) => (
          <Button size="xs" variant="subtle" onClick={() => setShowing(v)}>
            Who signed
          </Button>
        )}
      />
      <Title order={3}>Publish a new version</Title>
      <SaveForm onSubmit={form.onSubmit((v) => save(v))} busy={busy} serverError={serverError} saveLabel="Publish version" onCancel={() => form.reset()}>
        <Select label="Kind" data={KINDS} allowDeselect={false} {...form.getInputProps('kind')} />
        <TextInput label="Title" required maxLength={TEXT_LIMITS.catalogueName} {...form.getInputProps('title')} />
        <Textarea label="Text" required autosize minRows={4} maxLength={TEXT_LIMITS.documentBody} {...form.getInputProps('body')} />
        <Checkbox label="Members who signed the last version sign this one at their next sign-in" {...form.getInputProps('resignRequired', { type: 'checkbox' })} />
      </SaveForm>
      <Signatures version={showing} onClose={() => setShowing(null)} />
    </Stack>
  );
}
