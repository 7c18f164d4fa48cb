/** The six error-page variants of docs/spec/bookings-commerce.md §2.2; variant 6 is the portal's own design. */
export interface ErrorVariant {
  code: string;
  heading: string;
  body: string;
  /** Variant 3 points to the Help Center. */
  helpCenter?: boolean;
}

export const ERROR_VARIANTS: Record<number, ErrorVariant> & { 1: ErrorVariant } = {
  1: {
    code: '404',
    heading: 'How did you get here',
    body: 'Sorry, we can’t seem to find the page you’re looking for.',
  },
  2: {
    code: '404',
    heading: 'Nothing left to do here',
    body: 'The page you are looking for does not exist or has moved.',
  },
  3: {
    code: '500',
    heading: 'Oops! Something went wrong here... use our Help Center',
    body: 'We are working on it. Meanwhile our Help Center may have the answer.',
    helpCenter: true,
  },
  4: { code: '500', heading: 'Oops... Looks like something went wrong', body: 'Please try again in a moment.' },
  5: { code: '404', heading: 'OOPS! Something went wrong here', body: 'The page you requested could not be found.' },
  6: {
    code: '503',
    heading: 'We’ll be right back',
    body: 'This page is taking a short break. Please try again shortly or head back home.',
  },
};

/** Type 1-6 picks the variant; a missing or non-numeric type picks one at random. */
export function resolveErrorVariant(type: string | undefined, random: () => number = Math.random): number {
  const n = type !== undefined && /^\d+$/.test(type) ? Number(type) : NaN;
  if (n >= 1 && n <= 6) return n;
  return 1 + Math.floor(random() * 6);
}
