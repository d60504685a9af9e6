import type { Db } from '../../db/kysely.ts';

/** A report the support address is told of; the payload is already scrubbed of secrets. */
export async function insertErrorReport(
  db: Db,
  report: { reportId: string; userId: number | null; payload: string; at: string },
): Promise<void> {
  await db
    .insertInto('error_reports')
    .values({ report_id: report.reportId, user_id: report.userId, payload: report.payload, created_at: report.at })
    .execute();
}
