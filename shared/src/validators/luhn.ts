/** Strips the spaces and hyphens people type inside card numbers. */
export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Luhn (mod 10) check: accepted only when the checksum total is divisible by 10. */
export function luhn(number: string): boolean {
  const digits = digitsOnly(number);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
