import type { ChapterRulesView } from '@chapter/shared/chapter-rules.schemas';
import type { ReactNode } from 'react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { formatDate } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser, useGroupTimeZone } from '../../../lib/session.ts';
import { useChapterRules } from '../api/chapter-rules.ts';
import { chapterRulesMessages } from '../messages.ts';
import { ChapterForm } from './chapter-form.tsx';
import { OrganisationForm } from './organisation-form.tsx';
import { RulesSummary } from './rules-summary.tsx';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
      <h2 className="font-semibold">{title}</h2>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {children}
    </section>
  );
}

function Changed({ part }: { part: { changedAt: string | null; changedBy: { name: string } | null } }) {
  const t = useMessages(chapterRulesMessages);
  const timeZone = useGroupTimeZone();
  return (
    <p className="text-xs text-muted-foreground">
      {part.changedAt && part.changedBy
        ? t('changedBy', { name: part.changedBy.name, date: formatDate(part.changedAt, timeZone) })
        : t('neverChanged')}
    </p>
  );
}

function Loaded({ children }: { children: (view: ChapterRulesView) => ReactNode }) {
  const rules = useChapterRules();
  if (rules.isPending) return <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (rules.isError) return <ErrorState message={rules.error.message} onRetry={() => void rules.refetch()} />;
  return <div className="flex flex-col gap-4">{children(rules.data)}</div>;
}

/**
 * /admin/chapter-rules (docs/chapter-rules.md "Choosing and overriding rules"): the organisation's part for
 * manage_settings, the chapter's overrides for its leader (manage_group, or manage_groups), and the rules in force.
 */
export function ChapterRulesScreen() {
  const t = useMessages(chapterRulesMessages);
  const user = useCurrentUser();
  const editsChapter = can(user, { anyOf: ['manage_group', 'manage_groups'] });
  return (
    <ScreenIntro title={t('title')} description={t('description')}>
      <Loaded>
        {(view) => (
          <>
            {can(user, 'manage_settings') ? (
              <Section title={t('organisation')} hint={t('organisationHint')}>
                <OrganisationForm organisation={view.organisation} />
                <Changed part={view.organisation} />
              </Section>
            ) : null}
            {editsChapter ? (
              <Section title={t('chapter')} hint={view.chapter ? t('chapterHint') : t('noChapter')}>
                {view.chapter ? (
                  <>
                    <ChapterForm view={view} />
                    <Changed part={view.chapter} />
                  </>
                ) : null}
              </Section>
            ) : null}
            <Section title={t('rulesNow')} hint={t('presetName', { preset: view.organisation.preset })}>
              <RulesSummary rules={view.rules} label={t('rulesNow')} />
            </Section>
          </>
        )}
      </Loaded>
    </ScreenIntro>
  );
}

/** /chapter-rules: the rules a member is judged by, read only (linked from the warnings on home). */
export function MemberRulesScreen() {
  const t = useMessages(chapterRulesMessages);
  return (
    <ScreenIntro title={t('memberTitle')} description={t('memberDescription')}>
      <Loaded>
        {(view) => (
          <Section title={t('presetName', { preset: view.organisation.preset })}>
            <RulesSummary rules={view.rules} label={t('memberTitle')} />
          </Section>
        )}
      </Loaded>
    </ScreenIntro>
  );
}
