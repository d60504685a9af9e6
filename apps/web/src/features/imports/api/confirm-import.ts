import { importsRoutes } from '@chapter/shared/api/imports.routes';
import type { HistoryImportConfirm } from '@chapter/shared/imports.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

const confirmImport = (body: HistoryImportConfirm) => api(importsRoutes.confirm, { body });

/**
 * A dry run or the import. An import touches members, meetings, attendance and activity at once, so every cached
 * query is refreshed after one; a dry run wrote nothing and refreshes nothing.
 */
export function useConfirmImport() {
  return useMutation({
    mutationFn: confirmImport,
    onSuccess: (result) => (result.dryRun ? undefined : queryClient.invalidateQueries()),
  });
}
