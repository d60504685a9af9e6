import type { AgendaSegment } from '@chapter/shared/agenda.schemas';
import { SEGMENT_KINDS } from '@chapter/shared/agenda.schemas';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { FormFailure } from '../../../../components/ui/form-failure.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { showServerErrors, useSchemaForm } from '../../../../lib/forms.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { failureReason } from '../../../../lib/notify.ts';
import { useMemberOptions } from '../../member-options.ts';
import { agendaMessages } from '../messages.ts';
import { type AgendaRow, agendaFormSchema, newRow, toRow, typedMinutes } from './agenda-form.ts';

interface Props {
  segments: readonly AgendaSegment[];
  onSave: (segments: AgendaSegment[]) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * The agenda's editor, for the chapter's template and a meeting's own copy alike (docs/meeting-mode.md): one row
 * per segment with its kind, title, minutes, time per speaker (commercials) and leader, moved up and down, added and
 * removed, the running total shown, checked by the shared rules before it is sent.
 */
export function AgendaEditor({ segments, onSave, onCancel }: Props) {
  const t = useMessages(agendaMessages);
  const members = useMemberOptions();
  const form = useSchemaForm(agendaFormSchema, { segments: segments.map(toRow) });
  // Rows are plain form values changed by hand (no useFieldArray: it would add its code to every page's form
  // bundle, /login's included); each row keeps an id of its own for React while rows move.
  const rows = form.watch('segments');
  const [ids, setIds] = useState(() => segments.map((_, i) => i));
  const [nextId, setNextId] = useState(segments.length);
  const revalidate = form.formState.isSubmitted;
  const setRows = (next: AgendaRow[], nextIds: number[]) => {
    form.setValue('segments', next, { shouldValidate: revalidate });
    setIds(nextIds);
  };
  const append = () => {
    setRows([...rows, newRow()], [...ids, nextId]);
    setNextId(nextId + 1);
  };
  const remove = (i: number) =>
    setRows(
      rows.filter((_, j) => j !== i),
      ids.filter((_, j) => j !== i),
    );
  const move = (i: number, to: number) => {
    const swap = <T,>(list: T[]) => list.map((x, j) => (j === i ? list[to] : j === to ? list[i] : x) as T);
    setRows(swap(rows), swap(ids));
  };
  const field = (i: number, name: keyof AgendaRow) => ({
    value: rows[i]?.[name] ?? '',
    onChange: (e: { target: { value: string } }) =>
      form.setValue(`segments.${i}.${name}`, e.target.value as never, { shouldValidate: revalidate }),
  });
  const errors = form.formState.errors.segments;
  const leadOptions = [{ value: '', label: t('nobody') }, ...members.options];
  const nameOf = (i: number) => {
    const row = rows[i];
    return row?.title.trim() || t('kindName', { kind: row?.kind ?? 'custom' });
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values.segments);
    } catch (err) {
      if (!showServerErrors(form.setError, err)) form.setError('root', { message: failureReason(err) });
    }
  });
  const listProblem = errors?.message ?? errors?.root?.message;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3">
        {ids.map((id, i) => {
          const rowErrors = errors?.[i];
          return (
            <li key={id}>
              <fieldset className="grid gap-3 rounded-xl border bg-card p-3 sm:grid-cols-2 lg:grid-cols-6">
                <legend className="px-1 text-sm font-semibold">{t('segmentRow', { n: i + 1, name: nameOf(i) })}</legend>
                <SelectField
                  label={t('kind')}
                  className="lg:col-span-2"
                  options={SEGMENT_KINDS.map((kind) => ({ value: kind, label: t('kindName', { kind }) }))}
                  {...field(i, 'kind')}
                />
                <Field
                  label={t('title')}
                  labelNote={rows[i]?.kind === 'custom' ? undefined : t('titleNote')}
                  className="lg:col-span-2"
                  maxLength={80}
                  error={rowErrors?.title?.message}
                  {...field(i, 'title')}
                />
                <Field
                  label={t('minutes')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={120}
                  error={rowErrors?.minutes?.message}
                  {...field(i, 'minutes')}
                />
                {rows[i]?.kind === 'commercials' && (
                  <Field
                    label={t('speakerSeconds')}
                    type="number"
                    inputMode="numeric"
                    min={15}
                    max={120}
                    placeholder="60"
                    error={rowErrors?.speakerSeconds?.message}
                    {...field(i, 'speakerSeconds')}
                  />
                )}
                <SelectField
                  label={t('lead')}
                  className="lg:col-span-2"
                  options={leadOptions}
                  error={rowErrors?.leadUserId?.message}
                  {...field(i, 'leadUserId')}
                />
                <div className="flex items-end gap-1 lg:col-span-2">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('moveUp', { name: nameOf(i) })}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('moveDown', { name: nameOf(i) })}
                    disabled={i === ids.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('remove', { name: nameOf(i) })}
                    disabled={ids.length === 1}
                    onClick={() => remove(i)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={append} disabled={ids.length >= 30}>
          <Plus aria-hidden="true" /> {t('add')}
        </Button>
        <p className="text-sm font-medium" aria-live="polite">
          {t('total', { minutes: typedMinutes(rows) })}
        </p>
      </div>
      {listProblem && (
        <p role="alert" className="text-sm font-medium text-destructive-strong">
          {listProblem}
        </p>
      )}
      <FormFailure
        title={t('failed')}
        message={form.formState.errors.root?.message}
        onDismiss={() => form.clearErrors('root')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('saving') : t('save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
