import type { ContractFor } from './define.ts';
import { activityRoutes } from './activity.routes.ts';

export const activityContract = {} as const satisfies ContractFor<typeof activityRoutes>;
