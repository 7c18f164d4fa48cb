/** When a confirmed deletion runs, as the page says it: "13 December 2026". */
export const eraseDateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
