import { aboutContract } from './about.contract.ts';
import { activityContract } from './activity.contract.ts';
import { adminContract } from './admin.contract.ts';
import { agendaContract } from './agenda.contract.ts';
import { approvalsContract } from './approvals.contract.ts';
import { attachmentsContract } from './attachments.contract.ts';
import { auditContract } from './audit.contract.ts';
import { authContract } from './auth.contract.ts';
import { chapterChannelContract } from './chapter-channel.contract.ts';
import { chapterRulesContract } from './chapter-rules.contract.ts';
import { checkInContract } from './check-in.contract.ts';
import { committeeContract } from './committee.contract.ts';
import type { RouteKey } from './define.ts';
import { groupsContract } from './groups.contract.ts';
import { importsContract } from './imports.contract.ts';
import { inboxContract } from './inbox.contract.ts';
import { meetingRunContract } from './meeting-run.contract.ts';
import { meetingsContract } from './meetings.contract.ts';
import { membersContract } from './members.contract.ts';
import { mentorshipContract } from './mentorship.contract.ts';
import { messagingContract } from './messaging.contract.ts';
import { notificationsContract } from './notifications.contract.ts';
import { permissionsContract } from './permissions.contract.ts';
import { profileContract } from './profile.contract.ts';
import { pushContract } from './push.contract.ts';
import { renewalsContract } from './renewals.contract.ts';
import { scorecardContract } from './scorecard.contract.ts';
import { searchContract } from './search.contract.ts';
import { settingsContract } from './settings.contract.ts';
import { setupContract } from './setup.contract.ts';
import { speakerRotaContract } from './speaker-rota.contract.ts';
import { supportContract } from './support.contract.ts';
import { visitorFollowUpContract } from './visitor-follow-up.contract.ts';
import { visitorsContract } from './visitors.contract.ts';

/** Every API route's schemas by key: the server registers and validates from it; the web is typed from it. */
export const contract = {
  ...aboutContract,
  ...activityContract,
  ...adminContract,
  ...agendaContract,
  ...approvalsContract,
  ...attachmentsContract,
  ...auditContract,
  ...authContract,
  ...chapterChannelContract,
  ...checkInContract,
  ...committeeContract,
  ...chapterRulesContract,
  ...groupsContract,
  ...importsContract,
  ...inboxContract,
  ...meetingRunContract,
  ...meetingsContract,
  ...membersContract,
  ...mentorshipContract,
  ...messagingContract,
  ...notificationsContract,
  ...permissionsContract,
  ...profileContract,
  ...pushContract,
  ...renewalsContract,
  ...scorecardContract,
  ...searchContract,
  ...settingsContract,
  ...setupContract,
  ...speakerRotaContract,
  ...supportContract,
  ...visitorsContract,
  ...visitorFollowUpContract,
} as const;

export type Contract = typeof contract;
export type ContractKey = keyof Contract & RouteKey;
