import type { BackupAbout } from '@chapter/shared/admin-tools.schemas';
import { Database } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { notifyFailed } from '../../../lib/notify.ts';
import { useBackupAbout, useDownloadBackup } from '../api/download-backup.ts';

/** What a download turned out to be, when the server's description was of another kind (or did not load). */
const KIND_LABEL: Record<BackupAbout['kind'], string> = {
  sqlite: 'SQLite database copy',
  pg_dump: 'PostgreSQL custom-format dump',
  json: 'PostgreSQL JSON export',
};

/** 1234567 → "1.2 MB" (decimal units, as file managers show sizes). */
function formatSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/**
 * The Tools screen's backup: which kind this server makes (a SQLite copy, a pg_dump, or the JSON export when
 * pg_dump is missing) and, once downloaded, the file's name and size and the commands that restore it.
 */
export function BackupCard() {
  const about = useBackupAbout();
  const backup = useDownloadBackup();
  const info = about.data;
  const made = backup.data;
  const same = info && made && info.kind === made.kind ? info : undefined;
  const [command, ...others] = same?.restoreCommands ?? ['npm run restore -- {file}'];
  const filled = (text: string) => (made ? text.replaceAll('{file}', made.filename) : text);
  return (
    <section
      aria-labelledby="backup-heading"
      className="flex min-w-0 flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs"
    >
      <h2 id="backup-heading" className="flex items-center gap-2 font-semibold">
        <Database className="size-4 text-primary" aria-hidden="true" /> Backup
      </h2>
      <p className="text-sm text-muted-foreground">
        A consistent backup of the whole database, made while the app keeps running
        {info ? `: on this server a ${info.label}.` : '.'}
      </p>
      {info?.fallback && <p className="text-sm">{info.fallback}.</p>}
      {info?.problem && (
        <p role="alert" className="text-sm text-destructive-strong">
          {info.problem}
        </p>
      )}
      <Button
        variant="secondary"
        loading={backup.isPending}
        disabled={Boolean(info?.problem)}
        onClick={() => void backup.mutateAsync().catch((err: unknown) => notifyFailed('Backup failed', err))}
      >
        Download backup
      </Button>
      {made && (
        <div role="status" className="flex flex-col gap-2 rounded-lg bg-muted p-3 text-sm">
          <p>
            Saved <strong className="break-all">{made.filename}</strong>: {same?.label ?? KIND_LABEL[made.kind]},{' '}
            {formatSize(made.bytes)}.
          </p>
          <p>To restore it:</p>
          <pre className="whitespace-pre-wrap break-all rounded bg-card p-2 text-xs">
            <code>{filled(command ?? '')}</code>
          </pre>
          {others.map((other) => (
            <div key={other} className="flex flex-col gap-1">
              <p>or:</p>
              <pre className="whitespace-pre-wrap break-all rounded bg-card p-2 text-xs">
                <code>{filled(other)}</code>
              </pre>
            </div>
          ))}
          {same && <p className="text-muted-foreground">{same.restoreNote}</p>}
        </div>
      )}
    </section>
  );
}
