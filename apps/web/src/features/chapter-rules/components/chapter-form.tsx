import { applyOverrides, type Overrides } from '@chapter/shared/chapter-rules/overrides';
import type { ChapterRulesView } from '@chapter/shared/chapter-rules.schemas';
import { useMemo } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { useSaveChapterRules } from '../api/chapter-rules.ts';
import { FIELDS, fieldKey, fieldLabel, type Field as RuleField, rangeText, refusalText, valueAt } from '../fields.ts';
import { chapterRulesMessages } from '../messages.ts';
import { RulesSummary } from './rules-summary.tsx';

type Values = Record<string, string | boolean>;

/** The form's text and switches as overrides: only the fields whose value differs from the organisation's. */
function overridesOf(values: Values, open: RuleField[], base: ChapterRulesView['organisation']['rules']): Overrides {
  const overrides: Overrides = {};
  for (const field of open) {
    const raw = values[fieldKey(field)];
    const value = typeof raw === 'boolean' ? raw : raw?.trim() ? Number(raw.trim()) : null;
    if (value !== valueAt(base, field)) overrides[field] = value;
  }
  return overrides;
}

/**
 * The chapter's overrides, within the organisation's limits (docs/chapter-rules.md "Choosing and overriding
 * rules"). The engine runs here as on the server: each field is checked by applyOverrides as it is typed, the
 * preview shows the rules the chapter would be judged by, and a refusal the server still makes shows by its field.
 */
export function ChapterForm({ view }: { view: ChapterRulesView }) {
  const t = useMessages(chapterRulesMessages);
  const save = useSaveChapterRules();
  const { rules: base, limits } = view.organisation;
  const open = useMemo(() => FIELDS.filter((f) => limits[f] && valueAt(base, f) !== undefined), [base, limits]);
  const schema = useMemo(
    () =>
      z
        .record(z.string(), z.union([z.string(), z.boolean()]))
        .superRefine((values, ctx) => {
          const result = applyOverrides(base, limits, overridesOf(values, open, base));
          if (result.ok) return;
          for (const r of result.refusals) {
            const key = fieldKey(r.field);
            ctx.addIssue({ code: 'custom', path: [values[key] === undefined ? 'root' : key], message: refusalText(r) });
          }
        })
        .transform((values) => overridesOf(values, open, base)),
    [base, limits, open],
  );
  const defaults: Values = Object.fromEntries(
    open.map((f) => {
      const value = valueAt(view.rules, f);
      return [fieldKey(f), typeof value === 'boolean' ? value : value == null ? '' : String(value)];
    }),
  );
  const form = useSchemaForm(schema, defaults, { follow: true });
  const { errors, isSubmitting } = form.formState;
  const watched = form.watch();
  const preview = applyOverrides(base, limits, overridesOf({ ...defaults, ...watched }, open, base));

  const onSubmit = form.handleSubmit(async (overrides) => {
    try {
      await save.mutateAsync(overrides);
      notifyDone(chapterRulesMessages.text('chapterSaved'));
    } catch (err) {
      const api = apiErrorOf(err);
      for (const d of api?.details ?? []) {
        const key = fieldKey(d.field);
        form.setError(key in defaults ? key : 'root', { type: 'server', message: d.message });
      }
      if (!api?.details.length) form.setError('root', { message: api?.message ?? t('chapterNotSaved') });
    }
  });

  if (open.length === 0) return <p className="text-sm text-muted-foreground">{t('nothingOpen')}</p>;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {view.chapter?.ignored.map((r) => (
        <p key={r.field} role="status" className="text-sm text-warning-strong">
          {t('ignored', { field: fieldLabel(r.field) })}
        </p>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {open.map((field) => {
          const key = fieldKey(field);
          const error = (errors as Record<string, { message?: string } | undefined>)[key]?.message;
          return typeof valueAt(base, field) === 'boolean' ? (
            <label key={key} className="flex flex-col gap-1 text-sm">
              <span className="flex items-center gap-2">
                <input type="checkbox" {...form.register(key)} />
                {fieldLabel(field)}
              </span>
              {error ? <span className="text-destructive">{error}</span> : null}
            </label>
          ) : (
            <Field
              key={key}
              label={fieldLabel(field)}
              inputMode="decimal"
              hint={rangeText(limits[field])}
              error={error}
              {...form.register(key)}
            />
          );
        })}
      </div>
      <FormFailure
        title={t('chapterNotSaved')}
        message={errors.root?.message}
        onDismiss={() => form.clearErrors('root')}
      />
      <div className="rounded-2xl border bg-muted/40 p-4">
        <h3 className="mb-2 font-semibold">{t('preview')}</h3>
        {preview.ok ? (
          <RulesSummary rules={preview.rules} label={t('preview')} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('previewInvalid')}</p>
        )}
      </div>
      <Button type="submit" loading={isSubmitting} className="self-start">
        {t('saveChapter')}
      </Button>
    </form>
  );
}
