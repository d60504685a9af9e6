import { membersRoutes } from '@chapter/shared/api/members.routes';
import type { MembershipStatus } from '@chapter/shared/members.labels';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api.ts';
import { fileDay, saveFile } from '../../../lib/download.ts';

/** Fetches the roster CSV (with the bearer token, so not a plain link) and hands it to the browser as a download. */
async function exportRoster(status: MembershipStatus | ''): Promise<void> {
  const csv = await apiFile(membersRoutes.exportCsv, { query: { status: status || undefined } });
  saveFile(csv, `roster-${fileDay()}.csv`);
}

export function useExportRoster() {
  return useMutation({ mutationFn: exportRoster });
}
