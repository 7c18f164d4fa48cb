import { renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import type { StudentClassBooking, SwimReason } from '@portal/shared/contracts';
import { CancelDialog } from './cancel-dialog';

const booking: StudentClassBooking = {
  studentSwimClassBookingDetailId: 1, className: 'Starfish Monday', studentName: 'Mia Waters', studentNumber: 'S1001', bookedDate: '01/06/2026',
  cancelledDate: '', classTime: '4:00 PM - 4:30 PM', instructor: 'Coach Kim', capacity: 4, totalBookedStudents: 1, bookingStatus: 'Booked',
  isCancelled: false, isMakeup: false, isHoliday: false, holiday: '',
};
const reasons: SwimReason[] = [
  { id: 1, name: 'Sick', earnsMakeup: true },
  { id: 2, name: 'Holiday', earnsMakeup: false },
];

async function choose(name: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Reason for cancellation' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('CancelDialog states what the cancel does to make-up credits before Confirm', () => {
  it('a reason that earns a credit, and one that does not', async () => {
    renderWithProviders(<CancelDialog booking={booking} reasons={reasons} busy={false} onConfirm={() => undefined} onClose={() => undefined} />);
    await choose('Sick');
    expect(await screen.findByText('This cancellation gives a make-up credit.')).toBeInTheDocument();
    await choose('Holiday');
    expect(await screen.findByText('This cancellation does not give a make-up credit.')).toBeInTheDocument();
  });

  it('a make-up booking gives back the credit it used, whatever the reason', async () => {
    renderWithProviders(<CancelDialog booking={{ ...booking, isMakeup: true }} reasons={reasons} busy={false} onConfirm={() => undefined} onClose={() => undefined} />);
    await choose('Sick');
    expect(await screen.findByText('The make-up credit this class used will be returned.')).toBeInTheDocument();
  });

  it('another booking starts with no reason chosen', async () => {
    const props = { reasons, busy: false, onConfirm: () => undefined, onClose: () => undefined };
    const { rerender } = renderWithProviders(<CancelDialog booking={booking} {...props} />);
    await choose('Sick');
    expect(await screen.findByText('This cancellation gives a make-up credit.')).toBeInTheDocument();
    rerender(<CancelDialog booking={{ ...booking, studentSwimClassBookingDetailId: 2, className: 'Dolphin Tuesday' }} {...props} />);
    expect(await screen.findByText(/Dolphin Tuesday/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Reason for cancellation' })).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
