import { useState } from 'react';
import { renderWithProviders, screen, userEvent } from '../../test-utils';
import { TEXT_LIMITS } from '../../validators/text-limits';
import { LettersOnlyInput, sanitizeLetters } from './letters-only-input';

function Controlled({ onValue }: { onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <LettersOnlyInput
      label="Name on card"
      maxLength={TEXT_LIMITS.cardName}
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        onValue?.(e.currentTarget.value);
      }}
    />
  );
}

describe('LettersOnlyInput', () => {
  it('blocks digits and symbols but keeps letters, spaces and hyphens', async () => {
    renderWithProviders(<Controlled />);
    const input = screen.getByLabelText('Name on card');
    await userEvent.type(input, 'Jo1 Bl@og-gs!');
    expect(input).toHaveValue('Jo Blog-gs');
  });

  it('always allows Backspace, Home and End', async () => {
    renderWithProviders(<Controlled />);
    const input = screen.getByLabelText('Name on card');
    await userEvent.type(input, 'Ann{Backspace}{Home}X{End}e');
    expect(input).toHaveValue('XAne');
  });

  it('sanitises pasted text', async () => {
    const onValue = jest.fn();
    renderWithProviders(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('Name on card');
    await userEvent.click(input);
    await userEvent.paste('Mary 2 Jane$');
    expect(input).toHaveValue('Mary  Jane');
    expect(onValue).toHaveBeenLastCalledWith('Mary  Jane');
  });

  it('sanitizeLetters keeps letters, spaces and hyphens', () => {
    expect(sanitizeLetters("O'Neil-Smith 3")).toBe('ONeil-Smith ');
  });
});
