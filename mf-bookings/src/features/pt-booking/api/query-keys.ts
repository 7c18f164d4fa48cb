/** The PT page's reference lists (booking types, durations): club settings, not bookings. */
export const ptKeys = {
  types: (clubId: number | null) => ['pt', 'booking-types', clubId] as const,
  durations: (bookingTypeId: number) => ['pt', 'durations', bookingTypeId] as const,
};
