// A cell a spreadsheet would run as a formula (=, +, -, @, and tab or carriage return ahead of
// one) gets a leading apostrophe, so opening the export never executes anything (OWASP's CSV
// injection advice). Numbers stay numbers: only text is touched.
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
