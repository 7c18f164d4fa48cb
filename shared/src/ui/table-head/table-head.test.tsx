import { Table } from '@mantine/core';
import { renderWithProviders, screen } from '../../test-utils';
import { TableHead } from './table-head';

describe('TableHead', () => {
  it('renders one column header per column, empty ones included', () => {
    renderWithProviders(
      <Table>
        <TableHead columns={['Name', 'Amount', null]} />
      </Table>,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Amount', '']);
  });
});
