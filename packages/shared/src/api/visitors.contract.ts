import type { ContractFor } from './define.ts';
import type { visitorsRoutes } from './visitors.routes.ts';

export const visitorsContract = {} as const satisfies ContractFor<typeof visitorsRoutes>;
