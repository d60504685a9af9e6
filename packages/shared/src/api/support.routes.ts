/** Error reports from the error screen and the contact form; both work signed in or out. */
export const supportRoutes = {
  errorReport: 'POST /api/email/error-report',
  contact: 'POST /api/support/contact',
} as const;
