import { Alert, Text } from '@mantine/core';
import { DataTable } from '@portal/shared';
import type { ImportPreview as Preview } from '@portal/shared/contracts';

/** How many rows are good, and each bad row's problems in plain words. */
export function ImportPreview({ preview }: { preview: Preview }) {
  const { totalRows, goodRows, badRows } = preview.import;
  return (
    <>
      <Alert color={badRows ? 'yellow' : 'green'}>
        {totalRows} rows: {goodRows} ready to import, {badRows} with problems (left out; fix them in the file and import it again).
      </Alert>
      {preview.problems.length > 0 && (
        <DataTable
          striped
          aria-label="Rows with problems"
          rows={preview.problems}
          rowKey={(p) => p.row}
          columns={['Row', 'Name', 'Problems']}
          cells={(p) => [
            p.row,
            p.name,
            p.problems.map((text) => (
              <Text key={text} size="sm">
                {text}
              </Text>
            )),
          ]}
        />
      )}
      {badRows !== null && badRows > preview.problems.length && <Text size="sm">The first {preview.problems.length} rows with problems are listed.</Text>}
    </>
  );
}
