/** The class page's filter options (club settings, not bookings: no change invalidates them). */
export const classKeys = {
  settings: ['booking-settings'] as const,
  accounts: ['booking-clubs'] as const,
  types: ['class-types'] as const,
};
