import { formatNumber } from '@chapter/shared/format';
import { Database } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatLocale } from '../../../lib/i18n/catalogue.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { slot, withElements } from '../../../lib/i18n/with-elements.tsx';
import { notifyFailed } from '../../../lib/notify.ts';
import { useBackupAbout, useDownloadBackup } from '../api/download-backup.ts';
import { adminToolsMessages } from '../messages.ts';

/**
 * 1234567 → "1.2 MB" (decimal units, as file managers show sizes; the unit symbols are the same in every language,
 * the digits follow it: "1,2 MB" in German).
 */
function formatSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  const size = formatNumber(value, formatLocale(), { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${size} ${units[unit]}`;
}

/**
 * The Tools screen's backup: which kind this server makes (a SQLite copy, a pg_dump, or the JSON export when
 * pg_dump is missing) and, once downloaded, the file's name and size and the commands that restore it.
 */
export function BackupCard() {
  const t = useMessages(adminToolsMessages);
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
        <Database className="size-4 text-primary" aria-hidden="true" /> {t('backup')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {info ? t('backupIntroKind', { kind: info.label }) : t('backupIntro')}
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
        onClick={() => void backup.mutateAsync().catch((err: unknown) => notifyFailed(t('backupFailed'), err))}
      >
        {t('downloadBackup')}
      </Button>
      {made && (
        <div role="status" className="flex flex-col gap-2 rounded-lg bg-muted p-3 text-sm">
          <p>
            {withElements(
              t('backupSaved', {
                file: slot(0),
                kind: same?.label ?? t('kindName', { kind: made.kind }),
                size: formatSize(made.bytes),
              }),
              [
                <strong key="file" className="break-all">
                  {made.filename}
                </strong>,
              ],
            )}
          </p>
          <p>{t('toRestore')}</p>
          <pre className="whitespace-pre-wrap break-all rounded bg-card p-2 text-xs">
            <code>{filled(command ?? '')}</code>
          </pre>
          {others.map((other) => (
            <div key={other} className="flex flex-col gap-1">
              <p>{t('orRestore')}</p>
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
