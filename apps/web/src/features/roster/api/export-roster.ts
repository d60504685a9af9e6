import { membersRoutes } from '@chapter/shared/api/members.routes';
import type { MembershipStatus } from '@chapter/shared/members.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Fetches the roster CSV (with the bearer token, so not a plain link) and hands it to the browser as a download. */
async function exportRoster(status: MembershipStatus | ''): Promise<void> {
  const csv = await api(membersRoutes.exportCsv, { query: { status: status || undefined } });
  const url = URL.createObjectURL(new Blob([String(csv)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `roster-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportRoster() {
  return useMutation({ mutationFn: exportRoster });
}
