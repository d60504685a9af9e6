import type { activityRoutes } from './activity.routes.ts';
import type { ContractFor } from './define.ts';

export const activityContract = {} as const satisfies ContractFor<typeof activityRoutes>;
