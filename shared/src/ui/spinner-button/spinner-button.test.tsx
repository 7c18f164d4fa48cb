import { renderWithProviders, screen, userEvent } from '../../test-utils';
import { SpinnerButton } from './spinner-button';

describe('SpinnerButton', () => {
  it('is clickable when idle', async () => {
    const onClick = jest.fn();
    renderWithProviders(<SpinnerButton onClick={onClick}>Save changes</SpinnerButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and marked busy while busy', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <SpinnerButton busy onClick={onClick}>
        Save changes
      </SpinnerButton>,
    );
    const button = screen.getByRole('button', { name: /Save changes/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
