import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { useMutation } from '@tanstack/react-query';
import { type ApiInput, apiFile } from '../../../lib/api.ts';
import { fileDay, saveFile } from '../../../lib/download.ts';

type ExportQuery = NonNullable<ApiInput<typeof activityRoutes.exportCsv>['query']>;

/** Fetches the group's activity CSV (with the bearer token, so not a plain link) and hands it over as a download. */
async function exportActivity(query: ExportQuery): Promise<void> {
  saveFile(await apiFile(activityRoutes.exportCsv, { query }), `activity-${fileDay()}.csv`);
}

export function useExportActivity() {
  return useMutation({ mutationFn: exportActivity });
}
