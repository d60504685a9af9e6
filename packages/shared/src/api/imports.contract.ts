import {
  historyImportConfirm,
  historyImportPreview,
  historyImportRequest,
  historyImportResult,
} from '../imports.schemas.ts';
import type { ContractFor } from './define.ts';
import { type importsRoutes, importsRoutes as r } from './imports.routes.ts';

export const importsContract = {
  [r.preview]: { body: historyImportRequest, response: historyImportPreview },
  [r.confirm]: { body: historyImportConfirm, response: historyImportResult },
} as const satisfies ContractFor<typeof importsRoutes>;
