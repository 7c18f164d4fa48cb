import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@portal/shared';
import { renderWithProviders } from '@portal/shared/test-utils';
import { BarcodeScannerPage } from './barcode-scanner-page';
import { checkInByBarcode } from '../api/check-in';

jest.mock('../api/check-in', () => ({ checkInByBarcode: jest.fn(), checkInByName: jest.fn(), searchMembers: jest.fn() }));

const renderPage = () =>
  renderWithProviders(<BarcodeScannerPage />, { route: '/member-barcode-scanner?accountId=DEMO01' });

describe('BarcodeScannerPage', () => {
  it('checks in a typed barcode and shows why a check-in is refused', async () => {
    (checkInByBarcode as jest.Mock).mockResolvedValueOnce({ memberNumber: '100001', displayName: 'Alex M.', message: 'Welcome, Alex! You are checked in.', className: '' });
    renderPage();
    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '9100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/Welcome, Alex!/)).toBeTruthy();
    expect(checkInByBarcode).toHaveBeenCalledWith({ accountId: 'DEMO01', barcode: '9100001' });

    (checkInByBarcode as jest.Mock).mockRejectedValueOnce(new ApiError(403, 'Your membership is suspended. Please see the front desk.'));
    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '9100003' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Your membership is suspended. Please see the front desk.')).toBeTruthy();
  });
});
