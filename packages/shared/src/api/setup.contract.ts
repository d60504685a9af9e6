import type { ContractFor } from './define.ts';
import { setupRoutes } from './setup.routes.ts';

export const setupContract = {} as const satisfies ContractFor<typeof setupRoutes>;
