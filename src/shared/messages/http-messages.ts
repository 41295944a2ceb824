/** Messages of the HTTP layer itself (not of one feature), written once. */
export const HTTP_MESSAGES = {
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
