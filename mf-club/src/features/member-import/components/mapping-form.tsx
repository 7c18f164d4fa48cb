import { Button, Select, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IMPORT_FIELDS, type ImportMapping, type MemberImport } from '@portal/shared/contracts';
import { validateMapping } from '../lib/mapping-rules';

/** Which of the file's columns fills each field: guessed by the server, changed here. */
export function MappingForm({ imp, busy, onSubmit }: { imp: MemberImport; busy: boolean; onSubmit: (mapping: ImportMapping) => void }) {
  const form = useForm<ImportMapping>({ initialValues: { ...(imp.mapping as ImportMapping) }, validate: validateMapping });
  const columns = imp.headers.filter(Boolean).map((h) => ({ value: h, label: h }));
  const locked = imp.status !== 'uploaded';
  return (
    <form onSubmit={form.onSubmit((mapping) => onSubmit(mapping))}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {IMPORT_FIELDS.map((f) => (
          <Select
            key={f.key}
            label={f.label}
            placeholder="Not imported"
            data={columns}
            clearable
            searchable
            disabled={locked}
            {...form.getInputProps(f.key)}
            value={form.values[f.key] ?? null}
            onChange={(v) => form.setFieldValue(f.key, v ?? undefined)}
          />
        ))}
      </SimpleGrid>
      {!locked && (
        <Button type="submit" mt="md" loading={busy}>
          Check the rows
        </Button>
      )}
    </form>
  );
}
