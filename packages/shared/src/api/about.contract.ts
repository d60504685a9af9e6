import type { ContractFor } from './define.ts';
import { aboutRoutes } from './about.routes.ts';

export const aboutContract = {} as const satisfies ContractFor<typeof aboutRoutes>;
