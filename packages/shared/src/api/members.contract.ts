import type { ContractFor } from './define.ts';
import type { membersRoutes } from './members.routes.ts';

export const membersContract = {} as const satisfies ContractFor<typeof membersRoutes>;
