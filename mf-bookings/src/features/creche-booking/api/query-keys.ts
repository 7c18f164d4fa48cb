import { serverKeys } from '@portal/shared';

export const crecheKeys = {
  /** Club booking settings and the clubs one can book at: the same for the class page. */
  settings: ['booking-settings'] as const,
  clubs: ['booking-clubs'] as const,
  /** Under the children root: a child added anywhere (account, this page) refreshes it. */
  kids: (memberNumber: string) => [...serverKeys.children, 'creche-kids', memberNumber] as const,
};
