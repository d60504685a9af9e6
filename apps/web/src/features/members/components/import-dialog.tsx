import { MEMBER_CSV_COLUMNS } from '@chapter/shared/lifecycle.labels';
import type { ImportPreview } from '@chapter/shared/lifecycle.schemas';
import { CheckCircle2, FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatCount } from '../../../lib/format/index.ts';
import { failureReason, notifyDone } from '../../../lib/notify.ts';
import { useCommitImport } from '../api/commit-import.ts';
import { usePreviewImport } from '../api/preview-import.ts';

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
    if (groups && groupId === undefined) return setFailure('Choose the group to import into first.');
    if (file.size > MAX_FILE_BYTES) return setFailure('The file is larger than 512 KB; split it into smaller files.');
    const text = await readText(file);
    setCsv(text);
    setFileName(file.name);
    preview.mutate(
      { csv: text, groupId },
      { onError: (e) => setFailure(failureReason(e, 'The file could not be checked.')) },
    );
  };
  const importAll = () => {
    if (!csv) return;
    commit.mutate(
      { csv, groupId },
      {
        onSuccess: (r) => {
          notifyDone('Members imported', r.message);
          reset();
          onOpenChange(false);
        },
        onError: (e) => setFailure(failureReason(e, 'Nothing was imported. Please try again.')),
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
      title="Import members"
      description={`A CSV file with a header row: ${MEMBER_CSV_COLUMNS.join(', ')} (name and email required; role defaults to Member, renewalDue to a year from today, as YYYY-MM-DD).`}
    >
      <div className="flex flex-col gap-4">
        {groups && (
          <SelectField
            label="Import into group"
            value={groupId === undefined ? '' : String(groupId)}
            onChange={(e) => {
              reset();
              setGroupId(e.target.value ? Number(e.target.value) : undefined);
            }}
            options={[
              { value: '', label: 'Choose a group' },
              ...groups.map(([id, name]) => ({ value: String(id), label: name })),
            ]}
          />
        )}
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label="CSV file"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button
          variant="secondary"
          className="self-start"
          loading={preview.isPending}
          onClick={() => input.current?.click()}
        >
          <FileUp aria-hidden="true" />
          {fileName ? 'Choose another file' : 'Choose CSV file'}
        </Button>
        {failure && (
          <Banner variant="destructive" title="Not imported" onDismiss={() => setFailure(null)}>
            <p>{failure}</p>
          </Banner>
        )}
        {result && result.fileErrors.length > 0 && (
          <Banner variant="warning" title={`${fileName} cannot be imported`}>
            {result.fileErrors.map((e) => (
              <p key={e}>{e}</p>
            ))}
          </Banner>
        )}
        {result && result.rows.length > 0 && (
          <>
            <p className="text-sm" aria-live="polite">
              <strong>{result.validCount}</strong> ready
              {result.errorCount > 0 && (
                <>
                  , <strong className="text-destructive-strong">{result.errorCount}</strong> with problems: fix them in
                  the file and choose it again. Nothing is imported until every row is right.
                </>
              )}
            </p>
            <div className="max-h-80 overflow-auto rounded-xl border">
              <table className="w-full text-start text-sm">
                <thead className="sticky top-0 bg-muted text-xs text-muted-foreground uppercase">
                  <tr>
                    <th className="px-3 py-2">Line</th>
                    <th className="px-3 py-2">Member</th>
                    <th className="px-3 py-2">Classification · role</th>
                    <th className="px-3 py-2">Check</th>
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
                            Ready
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
            Cancel
          </Button>
          <Button
            disabled={!result || result.errorCount > 0 || result.fileErrors.length > 0 || result.rows.length === 0}
            loading={commit.isPending}
            onClick={importAll}
          >
            {result && result.validCount > 0 ? `Import ${formatCount(result.validCount, 'member')}` : 'Import'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
