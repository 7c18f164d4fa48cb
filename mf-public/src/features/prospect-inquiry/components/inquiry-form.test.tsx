import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { InquiryForm } from './inquiry-form';
import { postInquiry } from '../api/post-inquiry';

jest.mock('../api/get-how-did-you-hear', () => ({ getHowDidYouHear: jest.fn().mockResolvedValue([{ id: 1, name: 'Google' }]) }));
jest.mock('../api/post-inquiry', () => ({ postInquiry: jest.fn() }));

describe('InquiryForm', () => {
  it('validates, sends the inquiry and shows the receipt', async () => {
    (postInquiry as jest.Mock).mockResolvedValue({ message: 'Thank you, we have received your inquiry.', receiptNumber: 'INQ-7', receivedAt: '01/02/2030 9:00 AM' });
    renderWithProviders(<InquiryForm accountId="DEMO01" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(postInquiry).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ivy' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Inquirer' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ivy@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await waitFor(() => expect(postInquiry).toHaveBeenCalledWith(expect.objectContaining({ accountId: 'DEMO01', email: 'ivy@example.com' })));
    expect(await screen.findByText(/INQ-7/)).toBeTruthy();
  });
});
