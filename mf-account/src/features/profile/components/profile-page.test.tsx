import { apiFailure, mockApi, renderWithProviders, screen, userEvent, waitFor, type MockApi, type MockRoute, retype } from '@portal/shared/test-utils';
import { PROFILE } from '../profile-fixture';
import { ProfilePage } from './profile-page';


let api: MockApi;

/** Member M0001's profile page, over the profile read and `routes` (the save, the address search). */
function renderProfile(routes: Record<string, MockRoute> = {}) {
  api = mockApi({ 'GET /profile/:m/250/400': PROFILE, 'GET /account/passkeys': [], 'GET /account/sessions': [], ...routes });
  renderWithProviders(<ProfilePage />, { session: { user: { memberNumber: 'M0001' } } });
}

describe('ProfilePage', () => {
  test('shows the card and the read-only fields', async () => {
    renderProfile();
    expect(await screen.findByText('Alex Morgan')).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Date of Birth', 'Email']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toHaveAttribute('readonly');
    }
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
  });

  test("an empty mobile shows 'Invalid entries. Please verify.' and sends nothing", async () => {
    renderProfile({ 'POST /profile': 'success' });
    const mobile = await screen.findByRole('textbox', { name: /^Mobile/ });
    await userEvent.clear(mobile);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid entries. Please verify.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /profile')).toHaveLength(0);
  });

  test('a mobile that is not Australian is marked under the field, and so is the server\'s answer', async () => {
    renderProfile({ 'POST /profile': apiFailure(400, 'Please enter a valid Australian mobile number, e.g. 0412 345 678 or +61 412 345 678.') });
    const mobile = await screen.findByRole('textbox', { name: /^Mobile/ });
    expect(mobile).toHaveAttribute('maxLength', '20');
    await retype(mobile, '02 9111 1111');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(mobile).toHaveAccessibleDescription(/valid Australian mobile/);
    expect(api.callsTo('POST /profile')).toHaveLength(0);
    await retype(mobile, '+61 412 345 678');
    expect(mobile).not.toHaveAccessibleDescription(/valid Australian mobile/);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(/valid Australian mobile/));
    expect(api.callsTo('POST /profile')).toHaveLength(1);
  });

  test('saves and shows the success message; a non-success answer shows the invalid message', async () => {
    let answer: unknown = 'success';
    renderProfile({ 'POST /profile': () => answer });
    const mobile = await screen.findByRole('textbox', { name: /^Mobile/ });
    await retype(mobile, '0400 000 111');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nice job, you profile has now been updated.')).toBeInTheDocument();
    expect(api.callsTo('POST /profile')[0]!.body).toMatchObject({ memberNumber: 'M0001', mobile: '0400 000 111' });
    answer = apiFailure(400, 'Invalid entries. Please verify.');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid entries. Please verify.')).toBeInTheDocument();
  });

  test('prospects load and save through the prospect profile', async () => {
    api = mockApi({ 'GET /prospect-profile/:m/250/400': { ...PROFILE, memberNumber: 'P1' }, 'POST /prospect-profile': 'success' });
    renderWithProviders(<ProfilePage />, { session: { user: { memberNumber: 'P1', userType: 6 } } });
    await screen.findByRole('textbox', { name: /^Mobile/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('POST /prospect-profile')).toHaveLength(1));
  });

  test('address search fills street, suburb, state and post code', async () => {
    renderProfile({
      'GET /geocoder/search': [
        {
          formatted_address: '12 Campbell Pde, Bondi Beach NSW 2026, Australia',
          locality: 'Bondi Beach',
          admin_area_l1: 'NSW',
          street_number: '12',
          route: 'Campbell Pde',
          country: 'Australia',
          postal_code: '2026',
          latitude: null,
          longitude: null,
        },
      ],
    });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Address search' }), '12 Campbell Pde, Bondi');
    await userEvent.click(await screen.findByRole('option', { name: /Bondi Beach NSW 2026/ }, { timeout: 3000 }));
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('12 Campbell Pde');
    expect(screen.getByRole('textbox', { name: 'Suburb' })).toHaveValue('Bondi Beach');
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('NSW');
    expect(screen.getByRole('textbox', { name: 'Post Code' })).toHaveValue('2026');
  });
});
