// What the fee-quote tests read from the online-join routes (the quote's lines and the join
// options), and the calendar arithmetic they pick start dates with.

export interface QuoteLine {
  kind: string;
  label: string;
  cents: number;
}

export interface QuoteBreakdown {
  lines: QuoteLine[];
  cents: Record<string, number>;
  membershipStartDate: string;
  paymentStartDate: string;
}

export interface JoinType {
  id: number;
  isDirectDebit: boolean;
  noOfDaysAllowMembershipStartDate: number;
  noOfDaysAllowPaymentStartDate: number;
  addOns: { id: number }[];
}

/** YYYY-MM-DD `n` days after a YYYY-MM-DD date. */
export const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const isWeekend = (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());
