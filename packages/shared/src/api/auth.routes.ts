/** Sign-in, registration, sign-out, password reset and change; the public ones work signed out. */
export const authRoutes = {
  login: 'POST /api/login',
  register: 'POST /api/register',
  logout: 'POST /api/logout',
  verifyToken: 'GET /api/verify-token',
  requestReset: 'POST /api/reset-password',
  completeReset: 'POST /api/reset-password/:token',
  changePassword: 'POST /api/account/password',
} as const;
