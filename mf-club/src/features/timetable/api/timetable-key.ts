// The root of every timetable read (series, sessions, closures): a change to any of them invalidates it.
export const timetableKey = ['club', 'timetable'] as const;
