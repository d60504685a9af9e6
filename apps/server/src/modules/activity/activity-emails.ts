import type { LanguageCode } from '@chapter/shared/languages';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { money } from './activity.presenter.ts';
import type { ActivityRow } from './activity.repository.ts';
import { activityText } from './messages.ts';

type Described = Pick<ActivityRow, 'type' | 'giver_name' | 'receiver_name' | 'summary' | 'amount_cents' | 'currency'>;

/**
 * A record in one line, in `language` (docs/i18n.md "The server's texts"), its amount in that language's form: what
 * e-mails and pushes call it. The audit log keeps the English of `describe` (activity.presenter.ts).
 */
export const describeIn = (row: Described, language: LanguageCode): string =>
  activityText(language, 'record', {
    type: row.type,
    giver: row.giver_name,
    receiver: row.receiver_name,
    summary: row.summary,
    amount: money(row.amount_cents, row.currency, formatLocaleOf(language)),
  });

/**
 * Texts of the e-mails both members get when a leader decides on a referral or a thank-you for closed business,
 * each in the member's language.
 */
export function decisionEmail(
  appUrl: string,
  row: Described,
  decision: 'approved' | 'rejected',
  reason: string | null,
  link: string,
  language: LanguageCode,
) {
  const t = (key: Parameters<typeof activityText>[1], values?: Record<string, unknown>) =>
    activityText(language, key, values);
  const what = describeIn(row, language);
  const because = reason ? `\n\n${t('leaderWords', { decision })}\n${reason}` : '';
  return {
    subject: t('decisionSubject', { what, decision }),
    text:
      decision === 'approved'
        ? `${t('approvedLead', { what })}${because}\n\n${t('seeItHere', { link: `${appUrl}${link}` })}`
        : `${t('rejectedLead', { what })}${because}\n\n${t('correctIt', { link: `${appUrl}${link}` })}`,
  };
}

/** The web path of a record's page, opened over one of its tabs when `filter` is given. */
export function activityPath(type: string, id: number, filter?: 'received' | 'given'): string {
  const slug: Record<string, string> = {
    referral: 'referral',
    closed_business: 'closed-business',
    one_to_one: 'one-to-one',
    testimonial: 'testimonials',
    training_credit: 'training-credits',
  };
  return webPath(webPaths.activity, { type: slug[type] ?? 'referral', record: id, filter });
}
