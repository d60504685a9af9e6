import type { ContractFor } from './define.ts';
import type { groupsRoutes } from './groups.routes.ts';

export const groupsContract = {} as const satisfies ContractFor<typeof groupsRoutes>;
