import type { ContractFor } from './define.ts';
import { adminRoutes } from './admin.routes.ts';

export const adminContract = {} as const satisfies ContractFor<typeof adminRoutes>;
