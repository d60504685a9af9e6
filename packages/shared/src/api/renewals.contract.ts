import {
  renewalActionResponse,
  renewalSummaryQuery,
  renewalSummaryResponse,
  renewalsQuery,
  renewalsResponse,
} from '../lifecycle.schemas.ts';
import { userParams } from '../members.schemas.ts';
import type { ContractFor } from './define.ts';
import { renewalsRoutes as r, type renewalsRoutes } from './renewals.routes.ts';

export const renewalsContract = {
  [r.list]: { query: renewalsQuery, response: renewalsResponse },
  [r.summary]: { query: renewalSummaryQuery, response: renewalSummaryResponse },
  [r.renew]: { params: userParams, response: renewalActionResponse },
  [r.lapse]: { params: userParams, response: renewalActionResponse },
} as const satisfies ContractFor<typeof renewalsRoutes>;
