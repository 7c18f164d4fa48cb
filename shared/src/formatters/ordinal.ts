// English ordinals for the waiting list ("3rd on the waitlist"), the same words in the portal and
// in the messages the server sends.
// Made on first use, like the money format (money.ts): the locale's data is loaded only when needed.
let rules: Intl.PluralRules | undefined;
const ordinalRules = () => (rules ??= new Intl.PluralRules('en-AU', { type: 'ordinal' }));
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

export function formatOrdinal(n: number): string {
  return `${n}${SUFFIX[ordinalRules().select(n)] ?? 'th'}`;
}

/** "3rd on the waitlist" */
export function waitlistPositionLabel(position: number): string {
  return `${formatOrdinal(position)} on the waitlist`;
}
