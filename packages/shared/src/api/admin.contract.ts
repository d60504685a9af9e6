import {
  backupAboutResponse,
  dashboardQuery,
  dashboardResponse,
  messageResponse,
  outboxMessage,
  outboxMessageParams,
  outboxQuery,
  outboxResponse,
  testEmailRequest,
} from '../admin-tools.schemas.ts';
import { type adminRoutes, adminRoutes as r } from './admin.routes.ts';
import type { ContractFor } from './define.ts';

export const adminContract = {
  [r.outbox]: { query: outboxQuery, response: outboxResponse },
  [r.outboxMessage]: { params: outboxMessageParams, response: outboxMessage },
  [r.testEmail]: { body: testEmailRequest, response: messageResponse },
  /** The database file (SQLite), a pg_dump archive or the JSON export: not a JSON answer of the contract. */
  [r.backup]: {},
  [r.backupAbout]: { response: backupAboutResponse },
  [r.dashboard]: { query: dashboardQuery, response: dashboardResponse },
} as const satisfies ContractFor<typeof adminRoutes>;
