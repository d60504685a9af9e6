import type { approvalsRoutes } from './approvals.routes.ts';
import type { ContractFor } from './define.ts';

export const approvalsContract = {} as const satisfies ContractFor<typeof approvalsRoutes>;
