import type { adminRoutes } from './admin.routes.ts';
import type { ContractFor } from './define.ts';

export const adminContract = {} as const satisfies ContractFor<typeof adminRoutes>;
