import type { auditRoutes } from './audit.routes.ts';
import type { ContractFor } from './define.ts';

export const auditContract = {} as const satisfies ContractFor<typeof auditRoutes>;
