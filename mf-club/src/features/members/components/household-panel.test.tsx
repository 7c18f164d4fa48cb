import { apiFailure, mockApi, renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { HouseholdPanel } from './household-panel';
import { expectRefusedBeforeSending } from '../../../common/console-test-kit';

const KAI = { memberNumber: '300002', name: 'Kai Hale', email: 'teen@demo.club', hasLogin: true };

test('adds an existing member, shows the refusal on the field, creates a teenager with a login and removes a dependant', async () => {
  let dependants = [KAI];
  const api = mockApi({
    'GET /club-console/members/:memberNumber/household': () => ({ payer: null, dependants }),
    'POST /club-console/members/:memberNumber/household/dependants': apiFailure(409, 'Riley Renew is already paid for by Alex Morgan.', null, 'memberNumber'),
    'POST /club-console/members/:memberNumber/household/new-dependant': () => {
      dependants = [...dependants, { memberNumber: '300003', name: 'Zoe Hale', email: 'zoe@example.com', hasLogin: true }];
      return { payer: null, dependants };
    },
    'DELETE /club-console/members/:memberNumber/household/dependants/:dependantNumber': () => {
      dependants = dependants.filter((d) => d.memberNumber !== '300002');
      return { payer: null, dependants };
    },
  });
  renderWithProviders(<HouseholdPanel memberNumber="300001" name="Morgan Hale" />, { session: { user: { role: 'ADMIN' } } });
  expect(await screen.findByText('Kai Hale (300002)')).toBeInTheDocument();

  await userEvent.type(screen.getByRole('textbox', { name: 'Member number of the dependant' }), '100002');
  await userEvent.click(screen.getByRole('button', { name: 'Add dependant' }));
  expect(await screen.findByText('Riley Renew is already paid for by Alex Morgan.')).toBeInTheDocument();

  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Zoe');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Hale');
  await userEvent.type(screen.getByRole('textbox', { name: 'Date of birth' }), '2011-05-01');
  await userEvent.click(screen.getByRole('checkbox', { name: /Own login/ }));
  await expectRefusedBeforeSending({ api, route: 'POST /club-console/members/:memberNumber/household/new-dependant', save: 'Create dependant', message: 'An own login needs an e-mail address.' });
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'zoe@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Create dependant' }));
  expect(await screen.findByText('Zoe Hale (300003)')).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/members/:memberNumber/household/new-dependant')[0]?.body).toEqual({
    firstName: 'Zoe', lastName: 'Hale', dateOfBirth: '2011-05-01', email: 'zoe@example.com', ownLogin: true,
  });

  await userEvent.click(screen.getByRole('button', { name: 'Remove Kai Hale' }));
  expect(await screen.findByText('Zoe Hale (300003)')).toBeInTheDocument();
  expect(screen.queryByText('Kai Hale (300002)')).toBeNull();
});

test('a dependant shows who pays for them', async () => {
  mockApi({ 'GET /club-console/members/:memberNumber/household': { payer: { memberNumber: '300001', name: 'Morgan Hale', email: '', hasLogin: true }, dependants: [] } });
  renderWithProviders(<HouseholdPanel memberNumber="300002" name="Kai Hale" />, { session: { user: { role: 'ADMIN' } } });
  expect(await screen.findByText('Paid for by Morgan Hale (300001).')).toBeInTheDocument();
});
