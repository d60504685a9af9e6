import type { ContractFor } from './define.ts';
import { settingsRoutes } from './settings.routes.ts';

export const settingsContract = {} as const satisfies ContractFor<typeof settingsRoutes>;
