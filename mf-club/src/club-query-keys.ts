/** The club console's queries (ADMIN and STAFF data: no member change invalidates them). */
export const clubKeys = {
  features: ['club', 'features'] as const,
  audit: ['club', 'audit'] as const,
  branding: ['club', 'branding'] as const,
  today: ['club', 'desk-today'] as const,
  kiosks: ['club', 'kiosks'] as const,
  timetable: ['club', 'timetable'] as const,
  trainers: ['club', 'trainers'] as const,
};
