import { adminRoutes } from '@chapter/shared/api/admin.routes';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api.ts';
import { fileDay, saveFile } from '../../../lib/download.ts';

/** Fetches the backup with the bearer token and hands it to the browser as a download, named by its kind. */
async function downloadBackup(): Promise<void> {
  const backup = await apiFile(adminRoutes.backup);
  saveFile(backup, backup.type.includes('json') ? `chapter-${fileDay()}.json` : `chapter-${fileDay()}.sqlite`);
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
