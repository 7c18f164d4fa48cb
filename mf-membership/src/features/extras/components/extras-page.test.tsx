import { mockApi, renderWithProviders, screen, within } from '@portal/shared/test-utils';
import { useLocation } from 'react-router-dom';
import { ExtrasPage } from './extras-page';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

describe('ExtrasPage', () => {
  it('?buy=true&extratype=N from the mobile app opens the purchase on that tab and cleans the address', async () => {
    mockApi({
      'GET /extras/active/:memberNumber': { subscriptions: [], addons: [] },
      'GET /extras/purchasable/:clubId': { subscriptions: [], addons: [], memberIsDirectDebit: false },
    });
    renderWithProviders(
      <>
        <ExtrasPage />
        <Address />
      </>,
      { route: '/subscription?buy=true&extratype=4', session: { user: { memberNumber: 'M1', userId: 1 }, memberNumber: 'M1', clubId: 1 } as never },
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('Please select your extras below.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('tab', { name: 'Kids Creche', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/subscription$/);
  });
});
