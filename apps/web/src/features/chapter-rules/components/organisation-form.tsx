import { PRESET_IDS, PRESETS } from '@chapter/shared/chapter-rules/presets';
import type { OrganisationRulesView } from '@chapter/shared/chapter-rules.schemas';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { useSaveOrganisationRules } from '../api/chapter-rules.ts';
import { FIELDS, fieldKey, fieldLabel, valueAt } from '../fields.ts';
import { chapterRulesMessages } from '../messages.ts';

const limitValues = z.object({ open: z.boolean(), min: z.string(), max: z.string(), off: z.boolean() });
const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The form's limits as the organisation stores them: the open fields, each with its range. */
const schema = z
  .object({ preset: z.enum(PRESET_IDS), limits: z.record(z.string(), limitValues) })
  .superRefine((values, ctx) => {
    const t = chapterRulesMessages.text;
    for (const [key, l] of Object.entries(values.limits)) {
      if (!l.open) continue;
      const [min, max] = [number(l.min), number(l.max)];
      if (min !== undefined && !Number.isFinite(min))
        ctx.addIssue({ code: 'custom', path: ['limits', key, 'min'], message: t('notANumber') });
      if (max !== undefined && !Number.isFinite(max))
        ctx.addIssue({ code: 'custom', path: ['limits', key, 'max'], message: t('notANumber') });
      if (min !== undefined && max !== undefined && min > max) {
        ctx.addIssue({ code: 'custom', path: ['limits', key, 'min'], message: t('leastAboveMost') });
      }
    }
  })
  .transform((values) => ({
    preset: values.preset,
    limits: Object.fromEntries(
      FIELDS.flatMap((field) => {
        const l = values.limits[fieldKey(field)];
        if (!l?.open) return [];
        const [min, max] = [number(l.min), number(l.max)];
        return [
          [
            field,
            {
              ...(min === undefined ? {} : { min }),
              ...(max === undefined ? {} : { max }),
              ...(l.off ? { off: true } : {}),
            },
          ],
        ];
      }),
    ),
  }));

/**
 * The organisation's part (manage_settings): the preset with where its numbers come from, and the rules opened to
 * chapters with their least and most values (docs/chapter-rules.md "Choosing and overriding rules").
 */
export function OrganisationForm({ organisation }: { organisation: OrganisationRulesView }) {
  const t = useMessages(chapterRulesMessages);
  const save = useSaveOrganisationRules();
  const defaults = {
    preset: organisation.preset,
    limits: Object.fromEntries(
      FIELDS.map((f) => {
        const l = organisation.limits[f];
        return [
          fieldKey(f),
          { open: Boolean(l), min: l?.min?.toString() ?? '', max: l?.max?.toString() ?? '', off: Boolean(l?.off) },
        ];
      }),
    ),
  };
  const form = useSchemaForm(schema, defaults, { follow: true });
  const { errors, isSubmitting } = form.formState;
  const preset = form.watch('preset');
  const limits = form.watch('limits');
  const presetRules = PRESETS[preset]?.rules ?? organisation.rules;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      notifyDone(chapterRulesMessages.text('organisationSaved'));
    } catch (err) {
      const api = apiErrorOf(err);
      form.setError('root', { message: api?.details[0]?.message ?? api?.message ?? t('organisationNotSaved') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={t('preset')}
        options={PRESET_IDS.map((id) => ({ value: id, label: t('presetName', { preset: id }) }))}
        {...form.register('preset')}
      />
      <p className="text-sm text-muted-foreground">{t('presetSource', { preset })}</p>
      <ul className="flex flex-col gap-3">
        {FIELDS.filter((f) => valueAt(presetRules, f) !== undefined).map((field) => {
          const key = fieldKey(field);
          const boolean = typeof valueAt(presetRules, field) === 'boolean';
          const fieldErrors = errors.limits?.[key];
          return (
            <li key={key} className="rounded-xl border p-3">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" {...form.register(`limits.${key}.open`)} />
                {fieldLabel(field)}
                <span className="font-normal text-muted-foreground">({t('openToChapters')})</span>
              </label>
              {limits?.[key]?.open && !boolean ? (
                <div className="mt-2 grid gap-2 sm:grid-cols-3">
                  <Field
                    label={t('least')}
                    inputMode="decimal"
                    error={fieldErrors?.min?.message}
                    {...form.register(`limits.${key}.min`)}
                  />
                  <Field
                    label={t('most')}
                    inputMode="decimal"
                    error={fieldErrors?.max?.message}
                    {...form.register(`limits.${key}.max`)}
                  />
                  <label className="flex items-center gap-2 self-end pb-2 text-sm">
                    <input type="checkbox" {...form.register(`limits.${key}.off`)} />
                    {t('mayTurnOff')}
                  </label>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FormFailure
        title={t('organisationNotSaved')}
        message={errors.root?.message}
        onDismiss={() => form.clearErrors('root')}
      />
      <Button type="submit" loading={isSubmitting} className="self-start">
        {t('saveOrganisation')}
      </Button>
    </form>
  );
}
