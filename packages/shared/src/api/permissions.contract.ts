import { overridesRequest, rolesResponse } from '../groups.schemas.ts';
import type { ContractFor } from './define.ts';
import { type permissionsRoutes, permissionsRoutes as r } from './permissions.routes.ts';

export const permissionsContract = {
  [r.matrix]: { response: rolesResponse },
  [r.save]: { body: overridesRequest, response: rolesResponse },
} as const satisfies ContractFor<typeof permissionsRoutes>;
