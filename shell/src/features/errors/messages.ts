/** The portal's message when the club's server cannot be reached (start-up files or the API). */
export const API_UNREACHABLE = 'We can’t reach the club right now. Please check your connection and try again.';
