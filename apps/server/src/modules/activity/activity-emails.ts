import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
/** Texts of the e-mails both members get when a leader decides on a referral or a thank-you for closed business. */
export function decisionEmail(
  appUrl: string,
  what: string,
  decision: 'approved' | 'rejected',
  reason: string | null,
  link: string,
) {
  const because = reason ? `\n\nThe leader's ${decision === 'rejected' ? 'reason' : 'note'}:\n${reason}` : '';
  return {
    subject: `${what} was ${decision}`,
    text:
      decision === 'approved'
        ? `${what} was approved by your group's leadership and now counts in the group's figures.${because}\n\nSee it here: ${appUrl}${link}`
        : `${what} was not approved by your group's leadership.${because}\n\nThe member who recorded it can correct it and send it again: ${appUrl}${link}`,
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
