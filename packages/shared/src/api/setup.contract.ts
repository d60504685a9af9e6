import type { ContractFor } from './define.ts';
import type { setupRoutes } from './setup.routes.ts';

export const setupContract = {} as const satisfies ContractFor<typeof setupRoutes>;
