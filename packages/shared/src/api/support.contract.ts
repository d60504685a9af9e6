import type { ContractFor } from './define.ts';
import type { supportRoutes } from './support.routes.ts';

export const supportContract = {} as const satisfies ContractFor<typeof supportRoutes>;
