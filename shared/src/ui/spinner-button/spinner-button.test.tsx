import { renderWithProviders, screen, userEvent } from '../../test-utils';
import { SpinnerButton } from './spinner-button';

describe('SpinnerButton', () => {
  it('is clickable when idle', async () => {
    const onClick = jest.fn();
    renderWithProviders(<SpinnerButton onClick={onClick}>Save changes</SpinnerButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores presses and is marked busy while busy, but keeps the focus', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithProviders(<SpinnerButton onClick={onClick}>Save changes</SpinnerButton>);
    const button = screen.getByRole('button', { name: /Save changes/ });
    button.focus();
    rerender(
      <SpinnerButton busy onClick={onClick}>
        Save changes
      </SpinnerButton>,
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a busy submit button does not submit its form again', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <SpinnerButton type="submit" busy>
          Pay
        </SpinnerButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
