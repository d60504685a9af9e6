/** Admin group screens: list, create, settings, join code, role permissions. */
export const groupsRoutes = {
  list: 'GET /api/groups',
  create: 'POST /api/groups',
  detail: 'GET /api/groups/:groupId',
  update: 'PUT /api/groups/:groupId',
  rotateCode: 'POST /api/groups/:groupId/code',
  roles: 'GET /api/groups/:groupId/roles',
  saveRoles: 'PUT /api/groups/:groupId/roles',
} as const;
