import { INVITATION_TTL_DAYS } from '@chapter/shared/visitors.schemas';
import type { Selectable } from 'kysely';
import type { MeetingTable } from '../../db/schema-meetings.ts';
import { textLanguage } from '../../lib/i18n.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { meetingIcsAttachment } from '../meetings/ics.ts';
import { invitationEmail, meetingLines } from './visitor-emails.ts';

interface InvitationMail {
  appUrl: string;
  /** The invitation's token in clear, for its accept and decline links. */
  token: string;
  meeting: Selectable<MeetingTable> & { group_name: string; group_language: string };
  visitor: { name: string; email: string };
  inviterName: string;
  message: string | null;
  now: Date;
}

/**
 * The invitation to a meeting, first or second visit alike (docs/visitors.md): accept and decline links, the
 * meeting's lines and its calendar file. A visitor has no account yet, so it is in the chapter's language.
 */
export function invitationMail(p: InvitationMail): MailMessage {
  const link = `${p.appUrl}/api/invitations/${p.token}`;
  const language = textLanguage(null, p.meeting.group_language);
  return {
    to: p.visitor.email,
    ...invitationEmail({
      visitorName: p.visitor.name,
      inviterName: p.inviterName,
      groupName: p.meeting.group_name,
      meeting: meetingLines(p.meeting, language),
      message: p.message,
      acceptUrl: `${link}?action=accept`,
      declineUrl: `${link}?action=decline`,
      expiresDays: INVITATION_TTL_DAYS,
      language,
    }),
    attachments: [meetingIcsAttachment(p.meeting, p.appUrl, p.now, language)],
  };
}
