import type { ContractFor } from './define.ts';
import { authRoutes } from './auth.routes.ts';

export const authContract = {} as const satisfies ContractFor<typeof authRoutes>;
