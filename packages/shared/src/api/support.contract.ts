import { messageResponse } from '../auth.schemas.ts';
import { errorReportRequest, errorReportResponse, supportContactRequest } from '../support.schemas.ts';
import type { ContractFor } from './define.ts';
import { supportRoutes as r, type supportRoutes } from './support.routes.ts';

export const supportContract = {
  [r.errorReport]: { body: errorReportRequest, status: 201, response: errorReportResponse },
  [r.contact]: { body: supportContactRequest, status: 201, response: messageResponse },
} as const satisfies ContractFor<typeof supportRoutes>;
