import { renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import type { OutstandingStudentRow } from '@portal/shared/contracts';
import { OutstandingDialog } from './outstanding-dialog';

const row: OutstandingStudentRow = {
  studentName: 'Leo Waters', studentNumber: 'S1002', outstandingAmount: 45, outstandingCents: 4500, posTrasanctionId: 7, description: 'Term fees', settleReference: 'ref',
};

it('clicking anywhere on a row of the outstanding list opens its payment', async () => {
  const onSelect = jest.fn();
  renderWithProviders(<OutstandingDialog opened students={[row]} onSelect={onSelect} onCancel={() => undefined} />);
  await userEvent.click(await screen.findByText('$45.00'));
  expect(onSelect).toHaveBeenCalledTimes(1);
  expect(onSelect).toHaveBeenCalledWith(row);
  await userEvent.click(screen.getByRole('button', { name: 'Pay for Leo Waters' }));
  expect(onSelect).toHaveBeenCalledTimes(2);
});
