import {
  groupDetail,
  groupFields,
  groupListQuery,
  groupListResponse,
  groupParams,
  groupUpdateRequest,
  overridesRequest,
  rolesResponse,
} from '../groups.schemas.ts';
import type { ContractFor } from './define.ts';
import { type groupsRoutes, groupsRoutes as r } from './groups.routes.ts';

export const groupsContract = {
  [r.list]: { query: groupListQuery, response: groupListResponse },
  [r.create]: { body: groupFields, status: 201, response: groupDetail },
  [r.detail]: { params: groupParams, response: groupDetail },
  [r.update]: { params: groupParams, body: groupUpdateRequest, response: groupDetail },
  [r.rotateCode]: { params: groupParams, response: groupDetail },
  [r.roles]: { params: groupParams, response: rolesResponse },
  [r.saveRoles]: { params: groupParams, body: overridesRequest, response: rolesResponse },
} as const satisfies ContractFor<typeof groupsRoutes>;
