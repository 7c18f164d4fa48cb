import { mockApi, renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { clubToday, dayjs } from '@portal/shared';
import { SuspendPage } from './suspend-page';

const base = {
  'GET /suspension/reasons': [{ reasonId: 1, reasonText: 'Travel' }],
  'GET /suspension/max-days/:n': { maxSuspensionDays: 90 },
};

describe('SuspendPage', () => {
  it('requires a reason before asking to confirm', async () => {
    mockApi({ ...base, 'GET /suspension/:n': [] });
    renderWithProviders(<SuspendPage />, { session: { user: {} } });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    expect(screen.getAllByText('Suspend reason is required.').length).toBeGreaterThan(0);
    expect(screen.queryByText('Are you sure you want to suspend?')).toBeNull();
  });

  it('lists the suspension and unsuspends after confirmation', async () => {
    let suspended = true;
    const api = mockApi({
      ...base,
      'GET /suspension/:n': () => (suspended ? [{ id: 5, reasonId: 1, reasonText: 'Travel', suspendFromDate: '02/03/2030', suspendToDate: '09/03/2030' }] : []),
      'DELETE /suspension/:n': () => {
        suspended = false;
        return 'success';
      },
    });
    renderWithProviders(<SuspendPage />, { session: { user: {} } });
    expect(await screen.findByRole('cell', { name: '02/03/2030' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unsuspend' }));
    expect(screen.getByText('Are you sure you want to unsuspend?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Nice job, your current membership is now active.')).toBeTruthy();
    expect(api.callsTo('DELETE /suspension/:n')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it('takes From and Until as DD/MM/YYYY, refuses a start before today, and sends DD/MM/YYYY', async () => {
    const api = mockApi({ ...base, 'GET /suspension/:n': [], 'POST /suspension': 'success' });
    renderWithProviders(<SuspendPage />, { session: { user: {} } });
    await userEvent.click(await screen.findByRole('combobox', { name: /Suspend Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Travel' }));
    const from = screen.getByRole('textbox', { name: /^From/ });
    await userEvent.type(from, dayjs(clubToday()).subtract(1, 'day').format('DD/MM/YYYY'));
    await userEvent.tab();
    expect(from).toHaveAccessibleDescription('Please enter valid date.');

    const start = dayjs(clubToday()).add(2, 'day');
    const end = start.add(7, 'day');
    await userEvent.clear(from);
    await userEvent.type(from, start.format('DD/MM/YYYY'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Until/ }), end.format('DD/MM/YYYY'));
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Nice job, you current membership has been suspended.')).toBeTruthy();
    expect(api.callsTo('POST /suspension')[0]!.body).toMatchObject({ reasonId: 1, suspendFromString: start.format('DD/MM/YYYY'), suspendToString: end.format('DD/MM/YYYY') });
  });
});
