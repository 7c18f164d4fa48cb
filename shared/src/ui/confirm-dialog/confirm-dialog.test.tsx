import { renderWithProviders, screen, userEvent } from '../../test-utils';
import { CONFIRM_DELETE } from '../../messages';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks and answers Yes or No', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(<ConfirmDialog opened message={CONFIRM_DELETE} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByText('Are you sure you want to delete?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderWithProviders(<ConfirmDialog opened={false} message="Hidden" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  });
});
