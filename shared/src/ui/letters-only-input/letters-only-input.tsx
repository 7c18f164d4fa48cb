import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent, ClipboardEvent, KeyboardEvent } from 'react';

const LETTERS_AND_SPACES = /^[A-Za-z ]*$/;
/** Keys the spec always lets through, whatever they do to the value. */
const ALWAYS_ALLOWED = new Set(['Backspace', 'Tab', 'End', 'Home', '-']);

/** Keeps letters, spaces and the always-allowed hyphen. */
export function sanitizeLetters(value: string): string {
  return value.replace(/[^A-Za-z -]/g, '');
}

/**
 * TextInput that refuses any key which would put anything but letters and spaces in the value
 * (docs/spec/account-core.md §2). Backspace, Tab, End, Home and hyphen always pass. Pasted text is sanitised
 * rather than refused, and typed input that bypasses keydown (IME, autofill) is sanitised too.
 */
export type LettersOnlyInputProps = Omit<TextInputProps, 'maxLength'> & {
  /** Required: every text field has a bound (validators/text-limits.ts). */
  maxLength: number;
};

export function LettersOnlyInput({ onKeyDown, onPaste, onChange, maxLength, ...rest }: LettersOnlyInputProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const { key } = event;
    // Modifier shortcuts (copy, select all...) and named keys (arrows, Enter) never insert a character.
    if (ALWAYS_ALLOWED.has(key) || key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const next = input.value.slice(0, start) + key + input.value.slice(end);
    if (!LETTERS_AND_SPACES.test(next.replace(/-/g, ''))) event.preventDefault();
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const pasted = event.clipboardData.getData('text');
    const clean = sanitizeLetters(pasted);
    if (clean === pasted) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const next = input.value.slice(0, start) + clean + input.value.slice(end);
    // Go through the native setter so React (and @mantine/form) see a normal change event.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, next);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const clean = sanitizeLetters(event.currentTarget.value);
    if (clean !== event.currentTarget.value) event.currentTarget.value = clean;
    onChange?.(event);
  };

  return <TextInput {...rest} maxLength={maxLength} onKeyDown={handleKeyDown} onPaste={handlePaste} onChange={handleChange} />;
}
