import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@portal/shared';
import { renderWithProviders } from '@portal/shared/test-utils';
import { BarcodeScannerPage } from './barcode-scanner-page';
import { checkInByBarcode, getKioskDevice, pairKiosk } from '../api/check-in';

jest.mock('../api/check-in', () => ({
  checkInByBarcode: jest.fn(),
  checkInByName: jest.fn(),
  searchMembers: jest.fn(),
  getKioskDevice: jest.fn(),
  pairKiosk: jest.fn(),
}));

const DEVICE = { deviceName: 'Front desk', accountId: 'DEMO01', clubName: 'Demo Club' };
const NOT_PAIRED = 'This kiosk is not paired. Ask a club admin for a pairing code.';
const renderPage = () => renderWithProviders(<BarcodeScannerPage />, { route: '/member-barcode-scanner?accountId=DEMO01' });

beforeEach(() => jest.resetAllMocks());

describe('BarcodeScannerPage', () => {
  it('checks in a typed barcode and shows why a check-in is refused', async () => {
    (getKioskDevice as jest.Mock).mockResolvedValue(DEVICE);
    (checkInByBarcode as jest.Mock).mockResolvedValueOnce({ memberNumber: '100001', displayName: 'Alex M.', message: 'Welcome, Alex! You are checked in.', className: '' });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Barcode'), { target: { value: '9100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/Welcome, Alex!/)).toBeTruthy();
    expect(checkInByBarcode).toHaveBeenCalledWith({ accountId: 'DEMO01', barcode: '9100001' });

    (checkInByBarcode as jest.Mock).mockRejectedValueOnce(new ApiError(403, 'Your membership is suspended. Please see the front desk.'));
    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '9100003' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Your membership is suspended. Please see the front desk.')).toBeTruthy();
  });

  it('asks an unpaired kiosk for the pairing code, then checks in', async () => {
    (getKioskDevice as jest.Mock).mockRejectedValue(new ApiError(401, NOT_PAIRED));
    (pairKiosk as jest.Mock).mockRejectedValueOnce(new ApiError(400, 'That pairing code is not valid or has expired. Ask a club admin for a new one.'));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Pairing code'), { target: { value: 'abcd-efgh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pair this kiosk' }));
    expect(await screen.findByText(/not valid or has expired/)).toBeTruthy();
    expect(screen.queryByLabelText('Barcode')).toBeNull();

    (pairKiosk as jest.Mock).mockResolvedValueOnce(DEVICE);
    fireEvent.change(screen.getByLabelText('Pairing code'), { target: { value: 'K7PM-3XQA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pair this kiosk' }));
    expect(await screen.findByLabelText('Barcode')).toBeTruthy();
    expect(pairKiosk).toHaveBeenLastCalledWith('K7PM-3XQA');
    expect(screen.getByText('Demo Club · Front desk')).toBeTruthy();
  });

  it('goes back to pairing when the club unpairs the kiosk', async () => {
    (getKioskDevice as jest.Mock).mockResolvedValue(DEVICE);
    (checkInByBarcode as jest.Mock).mockRejectedValueOnce(new ApiError(401, NOT_PAIRED));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Barcode'), { target: { value: '9100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByLabelText('Pairing code')).toBeTruthy();
    expect(screen.getByText(NOT_PAIRED)).toBeTruthy();
  });
});
