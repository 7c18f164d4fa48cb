import { useState } from 'react';
import { renderWithProviders, screen, userEvent, waitFor, retype } from '../../test-utils';
import { DateField, parseTypedDate, type DateRules } from './date-field';

function Controlled({ initial = null, onValue, ...rules }: DateRules & { initial?: string | null; onValue?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField
        label="Date"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
        {...rules}
      />
      <output aria-label="Chosen">{value ?? 'none'}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'Chosen' });

describe('parseTypedDate', () => {
  it.each([
    ['25/12/2026', '2026-12-25'],
    [' 5/1/2026 ', '2026-01-05'],
  ])('reads DD/MM/YYYY (leading zeros optional): %j is %s', (typed, iso) => {
    expect(parseTypedDate(typed)).toBe(iso);
  });

  it.each(['12/25/2026', '2026-12-25', '31/02/2026', '25/12/202', ''])('refuses other orders, impossible days and partial text: %j', (typed) => {
    expect(parseTypedDate(typed)).toBeNull();
  });

  it('applies min, max and excluded days', () => {
    const rules: DateRules = { minDate: '2026-12-01', maxDate: '2026-12-31', excludeDate: (d) => d === '2026-12-25' };
    expect(parseTypedDate('30/11/2026', rules)).toBeNull();
    expect(parseTypedDate('01/12/2026', rules)).toBe('2026-12-01');
    expect(parseTypedDate('31/12/2026', rules)).toBe('2026-12-31');
    expect(parseTypedDate('01/01/2027', rules)).toBeNull();
    expect(parseTypedDate('25/12/2026', rules)).toBeNull();
  });
});

describe('DateField', () => {
  it('keeps its label and shows the value as DD/MM/YYYY', () => {
    renderWithProviders(<Controlled initial="2026-12-25" />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveValue('25/12/2026');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });

  it('before the date library has arrived, shows the same field read-only with its value, then the picker', async () => {
    // A fresh copy of the module (nothing loaded yet) that shares this test's React and Mantine.
    const react = jest.requireActual<object>('react');
    const mantine = jest.requireActual<object>('@mantine/core');
    let Fresh: typeof DateField | undefined;
    jest.isolateModules(() => {
      jest.doMock('react', () => react);
      jest.doMock('@mantine/core', () => mantine);
      Fresh = jest.requireActual<{ DateField: typeof DateField }>('./date-field').DateField;
    });
    if (!Fresh) throw new Error('date-field did not load');
    renderWithProviders(<Fresh label="Date" value="2026-12-25" onChange={jest.fn()} />);
    const waiting = screen.getByRole('textbox', { name: 'Date' });
    expect(waiting).toHaveValue('25/12/2026');
    expect(waiting).toHaveAttribute('readonly');
    // The picker replaces it (its calendar button is Mantine's DateInput's own behaviour).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Date' })).not.toHaveAttribute('readonly'));
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('25/12/2026');
  });

  it('accepts a typed DD/MM/YYYY day and hands it on as YYYY-MM-DD', async () => {
    const onValue = jest.fn();
    renderWithProviders(<Controlled onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '25/12/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-25');
    await userEvent.tab();
    expect(input).toHaveValue('25/12/2026');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(chosen()).toHaveTextContent('2026-12-25');
  });

  it('says "Please enter valid date." for text that is not a day, once the field is left, and drops the old day', async () => {
    renderWithProviders(<Controlled initial="2026-12-25" />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await retype(input, '31/02/2026');
    expect(screen.queryByText('Please enter valid date.')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Please enter valid date.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The wrong text stays visible next to its error; nothing stale is kept as the value.
    expect(input).toHaveValue('31/02/2026');
    expect(chosen()).toHaveTextContent('none');

    await retype(input, '28/02/2026');
    expect(screen.queryByText('Please enter valid date.')).not.toBeInTheDocument();
    expect(chosen()).toHaveTextContent('2026-02-28');
  });

  it('refuses typed days before the minimum or after the maximum', async () => {
    renderWithProviders(<Controlled minDate="2026-12-01" maxDate="2026-12-31" />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '30/11/2026');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Please enter valid date.');
    expect(chosen()).toHaveTextContent('none');

    await retype(input, '01/01/2027');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Please enter valid date.');
    expect(chosen()).toHaveTextContent('none');
  });

  it('refuses excluded days', async () => {
    renderWithProviders(<Controlled excludeDate={(d) => new Date(`${d}T00:00:00Z`).getUTCDay() % 6 === 0} />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '26/12/2026'); // a Saturday
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Please enter valid date.');
    expect(chosen()).toHaveTextContent('none');
  });

  it('emptying the field clears the value without an error', async () => {
    renderWithProviders(<Controlled initial="2026-12-25" />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.clear(input);
    await userEvent.tab();
    expect(chosen()).toHaveTextContent('none');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('picks a day from the calendar, announced as DD/MM/YYYY', async () => {
    renderWithProviders(<Controlled initial="2026-12-25" minDate="2026-12-10" />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Date' }));
    expect(screen.getByRole('button', { name: '09/12/2026' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '28/12/2026' }));
    expect(chosen()).toHaveTextContent('2026-12-28');
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('28/12/2026');
  });

  it('shows the error it is given (e.g. a form rule) while the text itself is fine', () => {
    renderWithProviders(<DateField label="Date" value={null} onChange={() => undefined} error="This field is required." />);
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveAccessibleDescription('This field is required.');
  });
});
