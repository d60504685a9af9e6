import { MEMBER_CSV_COLUMNS } from '@chapter/shared/lifecycle.labels';
import type { ImportPreview } from '@chapter/shared/lifecycle.schemas';
import { CheckCircle2, FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { slot, withElements } from '../../../lib/i18n/with-elements.tsx';
import { failureReason, notifyDone } from '../../../lib/notify.ts';
import { useCommitImport } from '../api/commit-import.ts';
import { usePreviewImport } from '../api/preview-import.ts';
import { membersMessages } from '../messages.ts';

const MAX_FILE_BYTES = 512 * 1024;

/** FileReader rather than file.text(): it works in every browser the app supports (and in jsdom). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** For a platform admin (no group of their own): the groups to choose from, as [id, name]. */
  groups?: Array<[number, string]>;
}

/** CSV import: choose a file, see every row checked, then import all rows at once (or fix the file). */
export function ImportDialog({ open, onOpenChange, groups }: Props) {
  const t = useMessages(membersMessages);
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewImport();
  const commit = useCommitImport();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const result: ImportPreview | undefined = preview.data;

  const reset = () => {
    setCsv(null);
    setFileName('');
    setFailure(null);
    preview.reset();
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    reset();
    if (groups && groupId === undefined) return setFailure(t('chooseGroupFirst'));
    if (file.size > MAX_FILE_BYTES) return setFailure(t('fileTooLarge'));
    const text = await readText(file);
    setCsv(text);
    setFileName(file.name);
    preview.mutate({ csv: text, groupId }, { onError: (e) => setFailure(failureReason(e, t('fileNotChecked'))) });
  };
  const importAll = () => {
    if (!csv) return;
    commit.mutate(
      { csv, groupId },
      {
        onSuccess: (r) => {
          notifyDone(t('membersImported'), r.message);
          reset();
          onOpenChange(false);
        },
        onError: (e) => setFailure(failureReason(e, t('nothingImported'))),
      },
    );
  };

  return (
    <Dialog
      wide
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t('importTitle')}
      description={t('importIntro', { columns: MEMBER_CSV_COLUMNS.join(', ') })}
    >
      <div className="flex flex-col gap-4">
        {groups && (
          <SelectField
            label={t('importIntoGroup')}
            value={groupId === undefined ? '' : String(groupId)}
            onChange={(e) => {
              reset();
              setGroupId(e.target.value ? Number(e.target.value) : undefined);
            }}
            options={[
              { value: '', label: t('chooseGroup') },
              ...groups.map(([id, name]) => ({ value: String(id), label: name })),
            ]}
          />
        )}
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label={t('csvFile')}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button
          variant="secondary"
          className="self-start"
          loading={preview.isPending}
          onClick={() => input.current?.click()}
        >
          <FileUp aria-hidden="true" />
          {fileName ? t('chooseAnotherFile') : t('chooseCsvFile')}
        </Button>
        {failure && (
          <Banner variant="destructive" title={t('notImported')} onDismiss={() => setFailure(null)}>
            <p>{failure}</p>
          </Banner>
        )}
        {result && result.fileErrors.length > 0 && (
          <Banner variant="warning" title={t('cannotImport', { file: fileName })}>
            {result.fileErrors.map((e) => (
              <p key={e}>{e}</p>
            ))}
          </Banner>
        )}
        {result && result.rows.length > 0 && (
          <>
            <p className="text-sm" aria-live="polite">
              {withElements(
                result.errorCount > 0
                  ? t('importProblems', { ready: slot(0), problems: slot(1) })
                  : t('importReady', { ready: slot(0) }),
                [
                  <strong key="ready">{formatNumber(result.validCount)}</strong>,
                  <strong key="problems" className="text-destructive-strong">
                    {formatNumber(result.errorCount)}
                  </strong>,
                ],
              )}
            </p>
            <div className="max-h-80 overflow-auto rounded-xl border">
              <table className="w-full text-start text-sm">
                <thead className="sticky top-0 bg-muted text-xs text-muted-foreground uppercase">
                  <tr>
                    <th className="px-3 py-2">{t('line')}</th>
                    <th className="px-3 py-2">{t('member')}</th>
                    <th className="px-3 py-2">{t('classificationRole')}</th>
                    <th className="px-3 py-2">{t('check')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.rows.map((row) => (
                    <tr key={row.line} className="border-t align-top">
                      <td className="px-3 py-2 tabular-nums">{row.line}</td>
                      <td className="px-3 py-2">
                        <div className="font-medium">{row.name || '—'}</div>
                        <div className="text-muted-foreground">{row.email || '—'}</div>
                      </td>
                      <td className="px-3 py-2">{[row.classification, row.role].filter(Boolean).join(' · ')}</td>
                      <td className="px-3 py-2">
                        {row.errors.length === 0 ? (
                          <span className="inline-flex items-center gap-1 text-success-strong">
                            <CheckCircle2 className="size-4" aria-hidden="true" />
                            {t('rowReady')}
                          </span>
                        ) : (
                          <ul className="text-destructive-strong">
                            {row.errors.map((e) => (
                              <li key={`${e.field}${e.message}`}>
                                <span className="font-medium">{e.field}</span>: {e.message}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button
            disabled={!result || result.errorCount > 0 || result.fileErrors.length > 0 || result.rows.length === 0}
            loading={commit.isPending}
            onClick={importAll}
          >
            {result && result.validCount > 0 ? t('importCount', { count: result.validCount }) : t('import')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
