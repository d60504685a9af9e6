import type { ContractFor } from './define.ts';
import { approvalsRoutes } from './approvals.routes.ts';

export const approvalsContract = {} as const satisfies ContractFor<typeof approvalsRoutes>;
