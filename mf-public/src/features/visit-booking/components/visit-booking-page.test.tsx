import { apiFailure, mockApi, renderWithProviders, screen, userEvent, waitFor } from '@portal/shared/test-utils';
import { VisitBookingPage } from './visit-booking-page';

const slot = (date: string, time: string, startsAt: string, spotsLeft = 2) => ({
  kind: 'tour', startsAt, date, time, title: 'Club tour', durationMinutes: 30, classScheduleId: null, spotsLeft,
});
const SLOTS = [
  slot('2030-01-07', '9:00 AM', '2030-01-06T22:00:00.000Z', 0),
  slot('2030-01-07', '9:30 AM', '2030-01-06T22:30:00.000Z'),
  slot('2030-01-08', '6:00 AM', '2030-01-07T19:00:00.000Z'),
];

async function fillDetails() {
  await userEvent.type(screen.getByLabelText(/First name/), 'Tara');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Tourist');
  await userEvent.type(screen.getByLabelText(/Email/), 'tara@example.com');
}

describe('VisitBookingPage', () => {
  it('books the chosen tour time and shows the confirmation', async () => {
    const api = mockApi({
      'GET /public/visit-slots': SLOTS,
      'POST /public/book-visit': { message: 'Thank you, your visit is booked.', receiptNumber: 'VIS-7', summary: 'Club tour on Monday 07/01/2030 at 9:30 AM' },
    });
    renderWithProviders(<VisitBookingPage />, { route: '/book-my-visit?accountId=DEMO01' });
    const full = await screen.findByRole('radio', { name: '9:00 AM (full)' }, { timeout: 5000 });
    expect(full).toBeDisabled();
    const button = screen.getByRole('button', { name: 'Book my visit' });
    await userEvent.click(screen.getByRole('radio', { name: '9:30 AM' }));
    expect(screen.getByRole('radio', { name: '9:30 AM' })).toHaveAttribute('aria-checked', 'true');
    await fillDetails();
    await userEvent.click(button);
    expect(await screen.findByText('Club tour on Monday 07/01/2030 at 9:30 AM')).toBeInTheDocument();
    expect(screen.getByText('Reference VIS-7')).toBeInTheDocument();
    expect(api.callsTo('GET /public/visit-slots')[0]!.query).toEqual({ accountId: 'DEMO01', kind: 'tour' });
    expect(api.callsTo('POST /public/book-visit')[0]!.body).toMatchObject({ accountId: 'DEMO01', kind: 'tour', startsAt: '2030-01-06T22:30:00.000Z', firstName: 'Tara', email: 'tara@example.com' });
  });

  it('shows the server message when the time was taken meanwhile and keeps the details', async () => {
    const api = mockApi({
      'GET /public/visit-slots': SLOTS,
      'POST /public/book-visit': apiFailure(409, 'Sorry, this time is fully booked, please choose another time.'),
    });
    renderWithProviders(<VisitBookingPage />, { route: '/book-my-visit?accountId=DEMO01' });
    await userEvent.click(await screen.findByRole('radio', { name: '9:30 AM' }));
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Book my visit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this time is fully booked');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Tara');
    // The places are fetched again so the visitor sees what is left.
    await waitFor(() => expect(api.callsTo('GET /public/visit-slots')).toHaveLength(2));
    expect(await screen.findByRole('radio', { name: '9:30 AM' })).toHaveAttribute('aria-checked', 'false');
  });

  it('asks for the club when the link has none', () => {
    renderWithProviders(<VisitBookingPage />, { route: '/book-my-visit' });
    expect(screen.queryByRole('button', { name: 'Book my visit' })).not.toBeInTheDocument();
  });
});
