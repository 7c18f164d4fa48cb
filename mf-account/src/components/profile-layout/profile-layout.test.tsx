import { renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { ProfileLayout } from './profile-layout';

describe('ProfileLayout', () => {
  test('shows the title, the avatar card with its actions, and the sections above Save changes', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <ProfileLayout avatarSrc="/a.png" name="Alex Morgan" email="member@demo.club" cardActions={<button type="button">Upload picture</button>} saving={false} onSubmit={onSubmit}>
        <input aria-label="Mobile" />
      </ProfileLayout>,
    );
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/a.png');
    expect(screen.getByText('Alex Morgan')).toBeInTheDocument();
    expect(screen.getByText('member@demo.club')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile' }), '04{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
