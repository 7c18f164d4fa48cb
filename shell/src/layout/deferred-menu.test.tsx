import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/test-utils';
import { ProfileMenu } from './profile-menu';

describe('DeferredMenu (the profile menu)', () => {
  it('shows the trigger alone, then opens the real menu on the first click', async () => {
    renderWithProviders(<ProfileMenu />, { session: { user: { fullName: 'Alex Morgan' } } });
    const trigger = screen.getByRole('button', { name: 'Account menu for Alex Morgan' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toBeInTheDocument();
  });
});
