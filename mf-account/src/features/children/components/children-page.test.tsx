import { apiFailure, mockApi, renderWithProviders, screen, userEvent, waitFor, within, type MockApi } from '@portal/shared/test-utils';
import { ChildrenPage } from './children-page';

const KIDS = [
  { id: 1, firstName: 'Ella', lastName: 'Morgan', dateOfBirth: '01/02/2021', gender: 'F', notes: 'Allergic to peanuts' },
  { id: 2, firstName: 'Noah', lastName: 'Morgan', dateOfBirth: '03/04/2023', gender: 'M', notes: '' },
];

let api: MockApi;

describe('ChildrenPage', () => {
  test('lists the children with name, date of birth and notes', async () => {
    api = mockApi({ 'GET /member-kids/:m': KIDS });
    renderWithProviders(<ChildrenPage />, { session: { user: { memberNumber: 'M0001' } } });
    const ella = await screen.findByRole('article', { name: 'Ella Morgan' });
    expect(within(ella).getByText('Date of Birth: 01/02/2021')).toBeInTheDocument();
    expect(within(ella).getByText('Notes: Allergic to peanuts')).toBeInTheDocument();
    expect(api.calls[0]!.path).toBe('/member-kids/M0001');
  });

  test('delete asks for confirmation, then removes and reloads', async () => {
    let kids = [...KIDS];
    api = mockApi({
      'GET /member-kids/:m': () => kids,
      'DELETE /member-kids/:id': (c: { params: { id: string } }) => {
        kids = kids.filter((k) => String(k.id) !== c.params.id);
        return 'success';
      },
    });
    renderWithProviders(<ChildrenPage />, { session: { user: { memberNumber: 'M0001' } } });
    const noah = await screen.findByRole('article', { name: 'Noah Morgan' });
    await userEvent.click(within(noah).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Nice job, we have successfully remove child data.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Noah Morgan' })).not.toBeInTheDocument());
  });

  test('a refused delete toasts the server message', async () => {
    api = mockApi({ 'GET /member-kids/:m': KIDS, 'DELETE /member-kids/:id': apiFailure(403, 'You do not have access to this record.') });
    renderWithProviders(<ChildrenPage />, { session: { user: { memberNumber: 'M0001' } } });
    await userEvent.click(within(await screen.findByRole('article', { name: 'Ella Morgan' })).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You do not have access to this record.')).toBeInTheDocument();
  });

  test('Edit opens the Child Details dialog filled in; Add Child opens it empty', async () => {
    api = mockApi({ 'GET /member-kids/:m': KIDS });
    renderWithProviders(<ChildrenPage />, { session: { user: { memberNumber: 'M0001' } } });
    await userEvent.click(within(await screen.findByRole('article', { name: 'Ella Morgan' })).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Child Details' });
    expect(within(dialog).getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ella');
  });
});
