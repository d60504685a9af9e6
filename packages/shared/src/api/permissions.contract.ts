import type { ContractFor } from './define.ts';
import type { permissionsRoutes } from './permissions.routes.ts';

export const permissionsContract = {} as const satisfies ContractFor<typeof permissionsRoutes>;
