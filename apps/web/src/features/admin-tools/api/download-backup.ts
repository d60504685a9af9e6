import { adminRoutes } from '@chapter/shared/api/admin.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Fetches the backup with the bearer token and hands it to the browser as a download. */
async function downloadBackup(): Promise<void> {
  const blob = (await api(adminRoutes.backup, { responseType: 'blob' })) as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  const day = new Date().toISOString().slice(0, 10);
  link.download = blob.type.includes('json') ? `chapter-${day}.json` : `chapter-${day}.sqlite`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
