import type { ContractFor } from './define.ts';
import type { profileRoutes } from './profile.routes.ts';

export const profileContract = {} as const satisfies ContractFor<typeof profileRoutes>;
