/** The roster, member pages, role changes, (de)activation, CSV export and import, and accounts made by leaders. */
export const membersRoutes = {
  list: 'GET /api/members',
  exportCsv: 'GET /api/members/export.csv',
  detail: 'GET /api/members/:userId',
  changeRole: 'PUT /api/members/:userId/role',
  deactivate: 'POST /api/members/:userId/deactivate',
  reactivate: 'POST /api/members/:userId/reactivate',
  previewImport: 'POST /api/members/import/preview',
  commitImport: 'POST /api/members/import',
  createUser: 'POST /api/admin/users',
  resetPassword: 'POST /api/admin/users/:userId/password-reset',
} as const;
