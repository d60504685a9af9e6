/** Sign-in, registration, sign-out, password reset and change, one-time sign-in links; the public ones work signed out. */
export const authRoutes = {
  login: 'POST /api/login',
  register: 'POST /api/register',
  logout: 'POST /api/logout',
  verifyToken: 'GET /api/verify-token',
  renewToken: 'POST /api/renew-token',
  requestReset: 'POST /api/reset-password',
  completeReset: 'POST /api/reset-password/:token',
  changePassword: 'POST /api/account/password',
  redeemLoginLink: 'POST /api/login-links/:token',
  setFirstPassword: 'POST /api/account/first-password',
} as const;
