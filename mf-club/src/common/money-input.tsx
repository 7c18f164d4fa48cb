import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Dollars and cents as a console form types them ('$34.95'); toCents turns the value into the API's cents. */
export function MoneyInput(props: Omit<NumberInputProps, 'prefix' | 'decimalScale' | 'fixedDecimalScale'>) {
  return <NumberInput prefix="$" decimalScale={2} fixedDecimalScale {...props} />;
}
