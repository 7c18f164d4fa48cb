// One way to print an address (profiles, club details, receipts, the agreement, calendar entries).

/** The parts joined with ', ', leaving out empty ones. */
export const joinAddress = (...parts: (string | null | undefined)[]): string =>
  parts.map((p) => (p ?? '').trim()).filter(Boolean).join(', ');
