import type { ContractFor } from './define.ts';
import { auditRoutes } from './audit.routes.ts';

export const auditContract = {} as const satisfies ContractFor<typeof auditRoutes>;
