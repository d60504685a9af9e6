import type { ContractFor } from './define.ts';
import { scorecardRoutes } from './scorecard.routes.ts';

export const scorecardContract = {} as const satisfies ContractFor<typeof scorecardRoutes>;
