/** The approvals queue: counts per kind and the member applications tab. */
export const approvalsRoutes = {
  counts: 'GET /api/approvals/counts',
  applications: 'GET /api/approvals/members',
  approve: 'POST /api/approvals/members/:userId/approve',
  reject: 'POST /api/approvals/members/:userId/reject',
} as const;
