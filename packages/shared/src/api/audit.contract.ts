import { auditQuery, auditResponse } from '../admin-tools.schemas.ts';
import { type auditRoutes, auditRoutes as r } from './audit.routes.ts';
import type { ContractFor } from './define.ts';

export const auditContract = {
  [r.list]: { query: auditQuery, response: auditResponse },
} as const satisfies ContractFor<typeof auditRoutes>;
