/** '$25.00' from integer cents, for e-mailed receipts. */
export const formatCents = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
