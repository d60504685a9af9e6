import { IMPORT_FILE_MAX_BYTES, IMPORT_KINDS, type ImportKind } from '@chapter/shared/imports.layouts';
import type { HistoryImportRequest, HistoryImportResult } from '@chapter/shared/imports.schemas';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { APP_NAME } from '../../../components/layout/brand.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { failureReason, notifyDone } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useChapters } from '../api/chapters.ts';
import { useConfirmImport } from '../api/confirm-import.ts';
import { usePreviewImport } from '../api/preview-import.ts';
import { importsMessages } from '../messages.ts';
import { ImportMapping } from './import-mapping.tsx';
import { ImportMatches } from './import-matches.tsx';
import { ImportRowsTable } from './import-rows-table.tsx';

/** The file as base64, read with FileReader (every supported browser, and jsdom). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? '').replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface Choices {
  kind?: ImportKind;
  mapping: Record<string, string>;
  week?: string;
  matches: Record<string, number | null>;
}
const NO_CHOICES: Choices = { mapping: {}, matches: {} };

/** /admin/imports: choose a file, map it, match its names, see every row's outcome, dry-run, import. */
export function ImportScreen() {
  const t = useMessages(importsMessages);
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewImport();
  const confirm = useConfirmImport();
  const [file, setFile] = useState<{ fileName: string; content: string } | null>(null);
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [outcome, setOutcome] = useState<HistoryImportResult | null>(null);
  const plan = preview.data;
  // A platform admin has no chapter of their own: they name the one the history belongs to.
  const user = useCurrentUser();
  const choosesChapter = user.isAdmin && !user.group;
  const chapters = useChapters(choosesChapter);
  const [groupId, setGroupId] = useState<number | undefined>(undefined);

  const bodyOf = (f: { fileName: string; content: string }, c: Choices, group = groupId): HistoryImportRequest => ({
    ...f,
    ...(group !== undefined && { groupId: group }),
    ...(c.kind && { kind: c.kind }),
    ...(Object.keys(c.mapping).length > 0 && { mapping: c.mapping }),
    ...(c.week && { week: c.week }),
    ...(Object.keys(c.matches).length > 0 && { matches: c.matches }),
  });
  const check = (f: { fileName: string; content: string }, c: Choices, group = groupId) => {
    setChoices(c);
    setFailure(null);
    if (choosesChapter && group === undefined) return setFailure({ title: t('notChecked'), text: t('chapterFirst') });
    preview.mutate(bodyOf(f, c, group), {
      onError: (e) => setFailure({ title: t('notChecked'), text: failureReason(e) }),
    });
  };
  const change = (next: Partial<Choices>) => {
    setOutcome(null);
    if (file) check(file, { ...choices, ...next });
  };
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setOutcome(null);
    preview.reset();
    if (chosen.size > IMPORT_FILE_MAX_BYTES) return setFailure({ title: t('notChecked'), text: t('fileTooLarge') });
    const f = { fileName: chosen.name, content: await readBase64(chosen) };
    setFile(f);
    check(f, NO_CHOICES);
  };
  const run = (dryRun: boolean) => {
    if (!file) return;
    confirm.mutate(
      { ...bodyOf(file, choices), dryRun },
      {
        onSuccess: (result) => {
          setOutcome(result);
          if (!result.dryRun) {
            notifyDone(t('imported'), t('wrote', result.written));
            check(file, choices);
          }
        },
        onError: (e) => setFailure({ title: t('nothingImported'), text: failureReason(e) }),
      },
    );
  };

  const kind = choices.kind ?? plan?.kind ?? undefined;
  const ready = !!plan && plan.rows.length > 0 && plan.counts.error === 0 && plan.missing.length === 0;
  return (
    // ScreenIntro's markup, written out: importing it here made the bundler merge it with PermissionGate into one
    // chunk that /home then loaded, over its page-weight budget (docs/web-delivery.md).
    <section className="flex flex-col gap-6">
      <title>{`${t('title')} · ${APP_NAME}`}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t('intro')}</p>
      </header>
      {choosesChapter && (
        <SelectField
          className="max-w-xs"
          label={t('chapter')}
          value={groupId === undefined ? '' : String(groupId)}
          options={[
            { value: '', label: t('chooseChapter') },
            ...(chapters.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
          ]}
          onChange={(e) => {
            const next = e.target.value ? Number(e.target.value) : undefined;
            setGroupId(next);
            setOutcome(null);
            preview.reset();
            if (file && next !== undefined) check(file, NO_CHOICES, next);
          }}
        />
      )}
      <div className="flex flex-wrap items-end gap-3">
        <input
          ref={input}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          aria-label={t('file')}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button variant="secondary" loading={preview.isPending} onClick={() => input.current?.click()}>
          <FileUp aria-hidden="true" />
          {file ? t('chooseAnotherFile') : t('chooseFile')}
        </Button>
        {file && <span className="text-sm text-muted-foreground">{file.fileName}</span>}
      </div>
      {failure && (
        <Banner variant="destructive" title={failure.title} onDismiss={() => setFailure(null)}>
          <p>{failure.text}</p>
        </Banner>
      )}
      {plan && file && (
        <>
          <SelectField
            className="max-w-xs"
            label={t('kind')}
            value={kind ?? ''}
            options={[
              { value: '', label: t('chooseKind') },
              ...IMPORT_KINDS.map((k) => ({ value: k, label: t('kindName', { kind: k }) })),
            ]}
            onChange={(e) => change({ kind: (e.target.value || undefined) as ImportKind | undefined, mapping: {} })}
          />
          {kind && (
            <ImportMapping
              kind={kind}
              headers={plan.headers}
              mapping={{ ...plan.mapping, ...choices.mapping }}
              missing={plan.missing}
              onChange={(field, header) => change({ mapping: { ...choices.mapping, [field]: header } })}
            />
          )}
          {(plan.needsWeek || choices.week) && (
            <Field
              className="max-w-xs"
              type="date"
              label={t('week')}
              hint={t('weekHint')}
              value={choices.week ?? ''}
              onChange={(e) => change({ week: e.target.value || undefined })}
            />
          )}
          <ImportMatches
            names={plan.names}
            members={plan.members}
            chosen={choices.matches}
            onChoose={(name, userId) => {
              const matches = { ...choices.matches };
              if (userId === undefined) delete matches[name];
              else matches[name] = userId;
              change({ matches });
            }}
          />
          {plan.rows.length > 0 && (
            <>
              <p className="text-sm font-medium" aria-live="polite">
                {t('counts', plan.counts)}
              </p>
              {plan.counts.error > 0 && <p className="text-sm text-destructive-strong">{t('fixProblems')}</p>}
              <ImportRowsTable rows={plan.rows} />
            </>
          )}
          {outcome && (
            <Banner
              variant={outcome.dryRun ? 'info' : 'success'}
              title={outcome.dryRun ? t('dryRunDone') : t('imported')}
            >
              <p>{outcome.dryRun ? t('wouldWrite', outcome.written) : t('wrote', outcome.written)}</p>
            </Banner>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              disabled={!ready}
              loading={confirm.isPending && confirm.variables?.dryRun}
              onClick={() => run(true)}
            >
              {t('dryRun')}
            </Button>
            <Button
              disabled={!ready}
              loading={confirm.isPending && !confirm.variables?.dryRun}
              onClick={() => run(false)}
            >
              {t('import')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
