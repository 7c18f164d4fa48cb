import dayjs from 'dayjs';
import { clubToday } from '../../formatters/dates';
import { apiFailure, mockApi, renderWithProviders, screen, userEvent, waitFor, type MockApi, retype } from '../../test-utils';
import { SaveMemberKidBodySchema } from '../../contracts/account';
import { ChildDialog, validateChildDateOfBirth } from './child-dialog';

let api: MockApi;

describe('ChildDialog', () => {
  test('date of birth rules: required, valid, not after today', () => {
    expect(validateChildDateOfBirth(null)).toBe('This field is required.');
    expect(validateChildDateOfBirth('2020-02-31')).toBe('Please enter valid date.');
    expect(validateChildDateOfBirth('2030-01-02', '2030-01-01')).toBe('Date of birth cannot be later than today.');
    // Today is the club's: a device behind Sydney (its date still yesterday) must not refuse it.
    expect(validateChildDateOfBirth(clubToday())).toBeNull();
    expect(validateChildDateOfBirth('2030-01-01', '2030-01-01')).toBeNull();
  });

  test('names and notes are bounded by the limits the API schema enforces', async () => {
    renderWithProviders(<ChildDialog opened input={null} onClose={() => undefined} />);
    const limit = (field: keyof typeof SaveMemberKidBodySchema.properties) => String((SaveMemberKidBodySchema.properties[field] as { maxLength?: number }).maxLength);
    expect(await screen.findByLabelText(/First Name/)).toHaveAttribute('maxlength', limit('firstName'));
    expect(screen.getByLabelText(/Last Name/)).toHaveAttribute('maxlength', limit('lastName'));
    expect(screen.getByLabelText(/Notes/)).toHaveAttribute('maxlength', limit('notes'));
  });

  test('an invalid form warns and sends nothing', async () => {
    api = mockApi({ 'POST /member-kids': { id: 1 } });
    renderWithProviders(<ChildDialog opened input={null} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please check data entered and try again.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(api.calls).toHaveLength(0);
  });

  test("adds a child and closes with 'creche-booking' when a member number was given", async () => {
    api = mockApi({ 'POST /member-kids': (c: { body: any }) => ({ id: 7, ...c.body, notes: '' }) });
    const onClose = jest.fn();
    renderWithProviders(
      <ChildDialog
        opened
        input={{ memberNumber: 'M0001', firstName: 'Ella', lastName: 'Morgan', gender: 'F', dateOfBirth: '01/02/2020' }}
        onClose={onClose}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nice job, we have added your child.')).toBeInTheDocument();
    expect(api.calls[0]!.body).toMatchObject({ memberNumber: 'M0001', firstName: 'Ella', gender: 'F', dateOfBirth: '01/02/2020', memberKidId: 0 });
    expect(onClose).toHaveBeenCalledWith(expect.objectContaining({ origin: 'creche-booking' }));
  });

  test("without a member number the origin is 'creche'; an update uses PUT and its message", async () => {
    api = mockApi({
      'POST /member-kids': (c: { body: any }) => ({ id: 8, ...c.body }),
      'PUT /member-kids': (c: { body: any }) => ({ id: 3, ...c.body }),
    });
    const onClose = jest.fn();
    const dob = dayjs(clubToday()).subtract(3, 'year').format('DD/MM/YYYY');
    const { unmount } = renderWithProviders(
      <ChildDialog opened input={{ firstName: 'A', lastName: 'B', gender: 'O', dateOfBirth: dob }} onClose={onClose} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(expect.objectContaining({ origin: 'creche' })));
    unmount();
    const onClose2 = jest.fn();
    renderWithProviders(<ChildDialog opened input={{ kidId: 3, firstName: 'A', lastName: 'B', gender: 'M', dateOfBirth: dob }} onClose={onClose2} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nice job, we have updated your child data.')).toBeInTheDocument();
    expect(api.callsTo('PUT /member-kids')[0]!.body).toMatchObject({ memberKidId: 3, gender: 'M' });
  });

  test('a refused save shows the server message', async () => {
    api = mockApi({ 'POST /member-kids': apiFailure(400, 'Date of birth cannot be later than today.') });
    renderWithProviders(<ChildDialog opened input={{ firstName: 'A', lastName: 'B', gender: 'M', dateOfBirth: '01/01/2020' }} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Date of birth cannot be later than today.')).toBeInTheDocument();
  });

  test('the date of birth is typed as DD/MM/YYYY; a day after today is refused', async () => {
    api = mockApi({ 'POST /member-kids': (c: { body: object }) => ({ id: 8, ...c.body }) });
    renderWithProviders(<ChildDialog opened input={{ firstName: 'Ella', lastName: 'Morgan', gender: 'F' }} onClose={() => undefined} />);
    const dob = await screen.findByRole('textbox', { name: /Date of Birth/ });
    // The club's tomorrow: on a device behind Sydney, the device's tomorrow can be the club's today.
    await userEvent.type(dob, dayjs(clubToday()).add(1, 'day').format('DD/MM/YYYY'));
    await userEvent.tab();
    expect(dob).toHaveAccessibleDescription('Please enter valid date.');

    await retype(dob, '05/03/2021');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls[0]?.body).toMatchObject({ dateOfBirth: '05/03/2021' }));
  });
});

