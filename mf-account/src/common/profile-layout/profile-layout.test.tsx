import { renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { ProfileLayout, ProfileLayoutPending } from './profile-layout';

describe('ProfileLayout', () => {
  test('shows the avatar card with its actions, and the sections above Save changes', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <ProfileLayout avatarSrc="/a.png" name="Alex Morgan" email="member@demo.club" cardActions={<button type="button">Upload picture</button>} saving={false} onSubmit={onSubmit}>
        <input aria-label="Mobile" />
      </ProfileLayout>,
    );
    // The page's title is the layout's (the route table's), never repeated by the page.
    expect(screen.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/a.png');
    expect(screen.getByText('Alex Morgan')).toBeInTheDocument();
    expect(screen.getByText('member@demo.club')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile' }), '04{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

describe('ProfileLayoutPending', () => {
  test('shows the avatar card and the waiting text, and no form to save', () => {
    renderWithProviders(<ProfileLayoutPending avatarSrc="/a.png" name="Alex Morgan" email="member@demo.club" />);
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/a.png');
    expect(screen.getByText('Alex Morgan')).toBeInTheDocument();
    expect(screen.getByText('member@demo.club')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
