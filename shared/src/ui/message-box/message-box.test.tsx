import { renderWithProviders, screen, userEvent } from '../../test-utils';
import { MessageBox } from './message-box';

describe('MessageBox', () => {
  it('shows caption, message and the primary button', async () => {
    const onPrimary = jest.fn();
    renderWithProviders(
      <MessageBox opened caption="Issue Validating Credit Card" message="Card declined" onPrimary={onPrimary} />,
    );
    expect(screen.getByText('Issue Validating Credit Card')).toBeInTheDocument();
    expect(screen.getByText('Card declined')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onPrimary).toHaveBeenCalled();
  });

  it('offers an optional second button', async () => {
    const onSecond = jest.fn();
    renderWithProviders(
      <MessageBox opened caption="c" message="m" onPrimary={jest.fn()} secondLabel="Cancel" onSecond={onSecond} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSecond).toHaveBeenCalled();
  });
});
