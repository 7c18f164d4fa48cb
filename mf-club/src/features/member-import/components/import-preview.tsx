import { Alert, Table, Text } from '@mantine/core';
import { TableHead } from '@portal/shared';
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
        <Table striped aria-label="Rows with problems">
          <TableHead columns={['Row', 'Name', 'Problems']} />
          <Table.Tbody>
            {preview.problems.map((p) => (
              <Table.Tr key={p.row}>
                <Table.Td>{p.row}</Table.Td>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>
                  {p.problems.map((text) => (
                    <Text key={text} size="sm">
                      {text}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {badRows !== null && badRows > preview.problems.length && <Text size="sm">The first {preview.problems.length} rows with problems are listed.</Text>}
    </>
  );
}
