import { serverKeys } from '@portal/shared';

/** Under the shared outstanding root: a payment (here, the public settle page) refreshes it and the shell's bell. */
export const outstandingKeys = {
  list: [...serverKeys.outstanding, 'swim-gate'] as const,
};
