import type { ContractFor } from './define.ts';
import type { inboxRoutes } from './inbox.routes.ts';

export const inboxContract = {} as const satisfies ContractFor<typeof inboxRoutes>;
