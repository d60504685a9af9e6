import type { BackupAbout } from '@chapter/shared/admin-tools.schemas';
import { adminRoutes } from '@chapter/shared/api/admin.routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiFile } from '../../../lib/api.ts';
import { fileDay, saveFile } from '../../../lib/download.ts';
import { adminToolsKeys } from './keys.ts';

type BackupKind = BackupAbout['kind'];

/** What the backup makes on this server (a SQLite copy, a pg_dump, the JSON export) and how to restore it. */
export function useBackupAbout() {
  return useQuery({
    queryKey: [...adminToolsKeys.all, 'backup-about'],
    queryFn: ({ signal }) => api(adminRoutes.backupAbout, { signal }),
  });
}

interface DownloadedBackup {
  filename: string;
  bytes: number;
  /** Read from the download's Content-Type: what the server actually made. */
  kind: BackupKind;
}

const EXTENSION: Record<BackupKind, string> = { sqlite: 'sqlite', pg_dump: 'dump', json: 'json' };

const kindOf = (type: string): BackupKind =>
  type.includes('json') ? 'json' : type.includes('sqlite') ? 'sqlite' : 'pg_dump';

/** Fetches the backup with the bearer token and hands it to the browser as a download, named by its kind. */
async function downloadBackup(): Promise<DownloadedBackup> {
  const backup = await apiFile(adminRoutes.backup);
  const kind = kindOf(backup.type);
  const filename = `chapter-${fileDay()}.${EXTENSION[kind]}`;
  saveFile(backup, filename);
  return { filename, bytes: backup.size, kind };
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
