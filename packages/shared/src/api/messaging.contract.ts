import type { ContractFor } from './define.ts';
import { messagingRoutes } from './messaging.routes.ts';

export const messagingContract = {} as const satisfies ContractFor<typeof messagingRoutes>;
