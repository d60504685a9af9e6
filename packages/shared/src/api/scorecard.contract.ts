import type { ContractFor } from './define.ts';
import type { scorecardRoutes } from './scorecard.routes.ts';

export const scorecardContract = {} as const satisfies ContractFor<typeof scorecardRoutes>;
