import { renderWithProviders, screen } from '@portal/shared/test-utils';
import type { StudentClassBooking } from '@portal/shared/contracts';
import { ClassCard } from './class-card';

const base: StudentClassBooking = {
  studentSwimClassBookingDetailId: 1,
  className: 'Starfish Monday',
  studentName: 'Mia Waters',
  studentNumber: 'S1001',
  bookedDate: '01/06/2026',
  cancelledDate: '',
  classTime: '4:00 PM - 4:30 PM',
  instructor: 'Coach Kim',
  capacity: 4,
  totalBookedStudents: 1,
  bookingStatus: 'Booked',
  isCancelled: false,
  isMakeup: false,
  isHoliday: false,
  holiday: '',
};

describe('ClassCard', () => {
  it('shows every field and Cancel for a booked class', () => {
    renderWithProviders(<ClassCard booking={base} onCancel={() => undefined} />);
    expect(screen.getByText('Starfish Monday')).toBeTruthy();
    expect(screen.getByText('Spots left: 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('marks make-ups and hides Cancel for cancelled bookings', () => {
    renderWithProviders(<ClassCard booking={{ ...base, isMakeup: true, bookingStatus: 'Cancelled' }} onCancel={() => undefined} />);
    expect(screen.getByText('Starfish Monday (Make Up)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('shows the holiday card', () => {
    renderWithProviders(<ClassCard booking={{ ...base, isHoliday: true, holiday: 'Show Day' }} onCancel={() => undefined} />);
    expect(screen.getByText('Show Day')).toBeTruthy();
  });
});
