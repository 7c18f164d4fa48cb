/** The server's message (the API client throws it as an Error), or a neutral text. */
export const messageOf = (e: unknown, fallback = 'Something went wrong. Please try again.') =>
  e instanceof Error && e.message ? e.message : fallback;
