import { ApiError, SOMETHING_WENT_WRONG } from '@portal/shared';

/** The server's errors.message (or a validation text thrown locally); a neutral text otherwise. */
export const errorText = (e: unknown): string => {
  if (e instanceof ApiError && e.message) return e.message;
  if (e instanceof Error && e.name === 'Error' && e.message) return e.message;
  return SOMETHING_WENT_WRONG;
};
