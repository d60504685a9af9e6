/** The signed-in user's profile (or, for a manager, a member's via `?userId=`), its photo and the photo files. */
export const profileRoutes = {
  get: 'GET /api/profile',
  update: 'PUT /api/profile',
  changeEmail: 'PUT /api/profile/email',
  uploadAvatar: 'PUT /api/profile/avatar',
  removeAvatar: 'DELETE /api/profile/avatar',
  avatar: 'GET /api/avatars/:file',
} as const;
