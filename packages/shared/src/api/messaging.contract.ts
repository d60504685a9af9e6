import type { ContractFor } from './define.ts';
import type { messagingRoutes } from './messaging.routes.ts';

export const messagingContract = {} as const satisfies ContractFor<typeof messagingRoutes>;
