import { mockApi, renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
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
});
