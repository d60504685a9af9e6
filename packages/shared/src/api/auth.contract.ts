import type { authRoutes } from './auth.routes.ts';
import type { ContractFor } from './define.ts';

export const authContract = {} as const satisfies ContractFor<typeof authRoutes>;
