import {
  adminPasswordResetRequest,
  adminPasswordResetResponse,
  createUserRequest,
  createUserResponse,
} from '../admin-users.schemas.ts';
import { importPreviewResponse, importRequest, importResultResponse } from '../lifecycle.schemas.ts';
import {
  memberActionResponse,
  memberDetail,
  roleChangeRequest,
  rosterExportQuery,
  rosterQuery,
  rosterResponse,
  userParams,
} from '../members.schemas.ts';
import type { ContractFor } from './define.ts';
import { type membersRoutes, membersRoutes as r } from './members.routes.ts';

export const membersContract = {
  [r.list]: { query: rosterQuery, response: rosterResponse },
  /** A CSV file: not a JSON answer of the contract. */
  [r.exportCsv]: { query: rosterExportQuery },
  [r.detail]: { params: userParams, response: memberDetail },
  [r.changeRole]: { params: userParams, body: roleChangeRequest, response: memberActionResponse },
  [r.deactivate]: { params: userParams, response: memberActionResponse },
  [r.reactivate]: { params: userParams, response: memberActionResponse },
  [r.previewImport]: { body: importRequest, response: importPreviewResponse },
  [r.commitImport]: { body: importRequest, response: importResultResponse },
  [r.createUser]: { body: createUserRequest, status: 201, response: createUserResponse },
  [r.resetPassword]: { params: userParams, body: adminPasswordResetRequest, response: adminPasswordResetResponse },
} as const satisfies ContractFor<typeof membersRoutes>;
