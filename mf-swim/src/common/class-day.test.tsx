import { renderWithProviders, screen, userEvent, waitFor, retype } from '@portal/shared/test-utils';
import { ClassDayPicker } from './class-day';

describe('ClassDayPicker', () => {
  it("is the portal's DateField: a typed DD/MM/YYYY day is taken, a day before the first allowed is refused", async () => {
    const onChange = jest.fn();
    renderWithProviders(<ClassDayPicker label="Class date" value="2030-05-01" minDate="2030-05-01" onChange={onChange} />);
    const field = await screen.findByRole('textbox', { name: 'Class date' });
    expect(field).toHaveValue('01/05/2030');
    await waitFor(() => expect(field).not.toHaveAttribute('readonly'));
    await retype(field, '07/05/2030');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2030-05-07'));
    onChange.mockClear();
    await retype(field, '30/04/2030');
    await userEvent.tab();
    expect(field).toHaveAccessibleDescription('Please enter valid date.');
    expect(onChange).not.toHaveBeenCalled();
  });
});
