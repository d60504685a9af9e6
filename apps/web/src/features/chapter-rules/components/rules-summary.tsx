import type { ChapterRules } from '@chapter/shared/chapter-rules/schemas';
import { formatLocale } from '../../../lib/i18n/catalogue.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { FIELDS, fieldKey, fieldLabel, valueAt, valueText } from '../fields.ts';
import { chapterRulesMessages } from '../messages.ts';

/**
 * A set of rules in words: the window absences are counted over, each rule a chapter may be allowed to change, the
 * scored months and parts. The rules in force for members, and the preview of a leader's edits.
 */
export function RulesSummary({ rules, label }: { rules: ChapterRules; label: string }) {
  const t = useMessages(chapterRulesMessages);
  const { window } = rules.attendance;
  const parts = new Intl.ListFormat(formatLocale(), { type: 'conjunction' }).format(
    rules.scorecard.parts.map((p) => t('part', { part: p.part })),
  );
  const lines = FIELDS.map((field) => ({ field, value: valueAt(rules, field) })).filter(
    // A colour the scorecard does not use is no rule at all.
    (l) => !(l.field.startsWith('scorecard.') && l.value === undefined),
  );
  return (
    <section aria-label={label} className="flex flex-col gap-2 text-sm">
      <p>{t('window', { kind: window.kind, months: window.kind === 'rollingMonths' ? window.months : 0 })}</p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[1fr_auto]">
        {lines.map((l) => (
          <div key={l.field} className="contents">
            <dt className="text-muted-foreground">{fieldLabel(l.field)}</dt>
            <dd className="font-medium" data-field={fieldKey(l.field)}>
              {valueText(l.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p>{t('period', { months: rules.scorecard.periodMonths })}</p>
      <p>{t('parts', { parts })}</p>
    </section>
  );
}
