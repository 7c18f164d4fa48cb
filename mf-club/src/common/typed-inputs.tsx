import { TextInput, type TextInputProps } from '@mantine/core';

type Props = Omit<TextInputProps, 'maxLength'>;

/** A day typed as the API takes it, YYYY-MM-DD (the console's date fields). */
export function DayInput({ placeholder = 'YYYY-MM-DD', ...props }: Props) {
  return <TextInput placeholder={placeholder} maxLength={10} {...props} />;
}

/** A time of day typed as HH:mm; the placeholder may show a likely time ('06:30'). */
export function ClockInput({ placeholder = 'HH:mm', ...props }: Props) {
  return <TextInput placeholder={placeholder} maxLength={5} {...props} />;
}
