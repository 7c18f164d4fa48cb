/**
 * The API's answers to a sign-in that succeeds (a login, a student login or a confirmed
 * registration): the sign-in call names the user, then the session check reads the user and the
 * club theme. Spread into `mockApi` beside any other answers a test needs.
 */
export function signInReplies<Me extends { userId: number }>(
  signInCall: string,
  me: Me,
  theme: object,
  { isResetPassword = false }: { isResetPassword?: boolean } = {},
) {
  return {
    [signInCall]: { companyApiUrl: '/api/v1', userId: me.userId, isResetPassword },
    'GET /auth/me': me,
    'GET /club/theme': theme,
  };
}
