import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { useMutation } from '@tanstack/react-query';
import { type ApiInput, api } from '../../../lib/api.ts';

type ExportQuery = NonNullable<ApiInput<typeof activityRoutes.exportCsv>['query']>;

/** Fetches the group's activity CSV (with the bearer token, so not a plain link) and hands it over as a download. */
async function exportActivity(filters: Record<string, string | undefined>): Promise<void> {
  // Empty filters are left out of the address; the screen's select values are the contract's.
  const csv = await api(activityRoutes.exportCsv, { query: filters as ExportQuery });
  const url = URL.createObjectURL(new Blob([String(csv)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `activity-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportActivity() {
  return useMutation({ mutationFn: exportActivity });
}
