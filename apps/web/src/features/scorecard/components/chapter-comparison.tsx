import {
  type ChapterComparison,
  COMPARISON_MODES,
  type ComparisonBody,
  comparisonBody,
} from '@chapter/shared/chapter-scorecard.schemas';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useChooseComparison } from '../api/chapter-card.ts';
import { chapterCardMessages } from '../chapter-card/messages.ts';

/** The request, read from the form: checkboxes hold the chapters' ids as text; only a picked group sends them. */
const comparisonForm = z
  .object({ mode: z.enum(COMPARISON_MODES), groupIds: z.array(z.string()) })
  .transform(
    ({ mode, groupIds }): ComparisonBody => (mode === 'chosen' ? { mode, groupIds: groupIds.map(Number) } : { mode }),
  )
  .pipe(comparisonBody);

/** The modes the caller may choose: picking chapters by name is for those who may see them. */
const modesFor = (c: ChapterComparison) => COMPARISON_MODES.filter((m) => m !== 'chosen' || c.choices !== null);

function Chooser({ comparison }: { comparison: ChapterComparison }) {
  const t = useMessages(chapterCardMessages);
  const choose = useChooseComparison();
  const chosen = comparison.mode === 'chosen' ? (comparison.chapters ?? []).map((c) => String(c.id)) : [];
  // A group an administrator picked is shown, not offered, to those who may not pick: they start from similar size.
  const mode = modesFor(comparison).includes(comparison.mode) ? comparison.mode : 'size';
  const form = useSchemaForm(comparisonForm, { mode, groupIds: chosen });
  const { register, watch, formState } = form;
  const picking = watch('mode') === 'chosen';
  const problem = formState.errors.groupIds?.message;
  const submit = form.handleSubmit(async (body) => {
    try {
      await choose.mutateAsync(body);
      notifyDone(t('saved'));
    } catch (err) {
      notifyFailed(t('notSaved'), err);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 border-t pt-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('chooseTitle')}</legend>
        {modesFor(comparison).map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm">
            <input type="radio" className="size-4" value={m} {...register('mode')} />
            {t('mode', { mode: m })}
          </label>
        ))}
      </fieldset>
      {picking && comparison.choices && (
        <fieldset className="grid gap-2 sm:grid-cols-2" aria-invalid={problem ? true : undefined}>
          <legend className="mb-1 text-sm font-medium">{t('pickChapters')}</legend>
          {comparison.choices.map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" value={String(c.id)} {...register('groupIds')} />
              {c.name}
            </label>
          ))}
          {problem && <p className="text-xs font-medium text-destructive-strong sm:col-span-2">{problem}</p>}
        </fieldset>
      )}
      <Button type="submit" className="self-start" disabled={choose.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}

/**
 * Whom the chapter is compared with (docs/chapter-scorecard.md "The comparison group"): how many chapters, their
 * names for those who may see the organisation's groups, and the chooser for those who manage the chapter.
 */
export function ComparisonGroup({ comparison, currency }: { comparison: ChapterComparison; currency: string }) {
  const t = useMessages(chapterCardMessages);
  const count = comparison.size;
  const summary =
    comparison.mode === 'size'
      ? t('comparisonSize', { count })
      : comparison.mode === 'all'
        ? t('comparisonAll', { count })
        : t('comparisonChosen', { count });
  return (
    <section aria-labelledby="comparison-group" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="comparison-group" className="font-semibold">
        {t('comparisonTitle')}
      </h2>
      <p className="mt-1 text-sm">{summary}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('revenueNote', { currency })}</p>
      {comparison.chapters ? (
        comparison.chapters.length > 0 && (
          <ul aria-label={t('comparisonNames')} className="mt-2 flex flex-wrap gap-2 text-sm">
            {comparison.chapters.map((c) => (
              <li key={c.id} className="rounded-full border px-2 py-0.5">
                {c.name}
              </li>
            ))}
          </ul>
        )
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">{t('comparisonHidden')}</p>
      )}
      {comparison.canChange && <Chooser key={comparison.mode} comparison={comparison} />}
    </section>
  );
}
