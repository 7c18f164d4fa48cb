/** Whether someone born on `dob` is under 18 on `today` (both YYYY-MM-DD; false until the date is complete). */
export function isMinorOn(dob: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob)) return false;
  // Compared as numbers YYYYMMDD: 18 years on is 180000 more, whatever the months' lengths.
  const asNumber = (d: string) => Number(d.replace(/-/g, ''));
  return asNumber(today) - asNumber(dob) < 180000;
}
