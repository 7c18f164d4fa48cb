import { mockApi, renderWithProviders, screen, userEvent, type MockApi, retype } from '@portal/shared/test-utils';
import { GuardianProfilePage, guardianCardName } from './guardian-profile-page';

const G = {
  userId: 'G1',
  familyName: 'Nguyen',
  personName: 'Pat',
  personContactNumber: '0412 000 000',
  email: 'guardian@demo.club',
  address: '',
  street: '',
  subUrb: '',
  state: '',
  postalCode: '',
  avatar: '',
};
let api: MockApi;

/** Guardian G1's profile page, over the profile read and a save that succeeds. */
function renderGuardianProfile() {
  api = mockApi({ 'GET /student-guardian-profile/:m': G, 'POST /student-guardian-profile': 'success' });
  renderWithProviders(<GuardianProfilePage />, { session: { user: { memberNumber: 'G1', userType: 5 } } });
}

describe('GuardianProfilePage', () => {
  test('email is read-only; a missing family name blocks the save with the spec message', async () => {
    renderGuardianProfile();
    expect(await screen.findByRole('textbox', { name: /^Email/ })).toHaveAttribute('readonly');
    await userEvent.clear(screen.getByRole('textbox', { name: /^Family Name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid entries. Please verify.')).toBeInTheDocument();
    expect(api.callsTo('POST /student-guardian-profile')).toHaveLength(0);
  });

  test('saves with the member number as userId and shows the success message', async () => {
    renderGuardianProfile();
    const contact = await screen.findByRole('textbox', { name: /^Contact Number/ });
    await retype(contact, '0499 111 222');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nice job, you profile has now been updated.')).toBeInTheDocument();
    expect(api.callsTo('POST /student-guardian-profile')[0]!.body).toMatchObject({ userId: 'G1', personContactNumber: '0499 111 222' });
  });
});

describe('guardianCardName', () => {
  test('adds the family name to a first name, not to a name that already holds it', () => {
    expect(guardianCardName('Pat', 'Nguyen')).toBe('Pat Nguyen');
    expect(guardianCardName('Jess Waters', 'Waters')).toBe('Jess Waters');
    expect(guardianCardName('jess waters ', 'Waters')).toBe('jess waters');
    expect(guardianCardName('Pat', '')).toBe('Pat');
  });
});
