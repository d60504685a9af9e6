import type { ContractFor } from './define.ts';
import type { renewalsRoutes } from './renewals.routes.ts';

export const renewalsContract = {} as const satisfies ContractFor<typeof renewalsRoutes>;
