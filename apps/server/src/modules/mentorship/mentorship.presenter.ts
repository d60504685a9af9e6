import type { MentorCard, Mentorship } from '@chapter/shared/mentorship.schemas';
import { hasPermission } from '@chapter/shared/permissions';
import { isSet } from '../../db/sql-values.ts';
import { inCallersGroup } from '../../kernel/group-scope.ts';
import { avatarPath } from '../../lib/avatar-path.ts';
import type { Principal } from '../../lib/principal.ts';
import type { MentorRow, MentorshipRow } from './mentorship.repository.ts';

export function presentMentor(row: MentorRow): MentorCard {
  const activeCount = Number(row.active_count);
  return {
    userId: row.user_id,
    name: row.name,
    companyName: row.company_name,
    classification: row.classification,
    profileImageUrl: avatarPath(row.user_id, row.avatar_key),
    expertise: row.expertise,
    bio: row.bio,
    capacity: row.capacity,
    activeCount,
    full: activeCount >= row.capacity,
    accepting: isSet(row.accepting),
  };
}

/** What the caller may do next: the mentor answers an application; either side or a leader completes. */
function actionsFor(caller: Principal, row: MentorshipRow): Mentorship['actions'] {
  if (row.status === 'pending') return row.mentor_id === caller.userId ? ['accept', 'decline'] : [];
  if (row.status !== 'active') return [];
  const party = row.mentor_id === caller.userId || row.mentee_id === caller.userId;
  const leads = hasPermission(caller, 'manage_members') && inCallersGroup(caller, row.group_id);
  return party || leads ? ['complete'] : [];
}

export function presentMentorship(caller: Principal, row: MentorshipRow): Mentorship {
  return {
    id: row.id,
    status: row.status,
    mentor: {
      id: row.mentor_id,
      name: row.mentor_name,
      classification: row.mentor_classification,
      profileImageUrl: avatarPath(row.mentor_id, row.mentor_avatar),
    },
    mentee: {
      id: row.mentee_id,
      name: row.mentee_name,
      classification: row.mentee_classification,
      profileImageUrl: avatarPath(row.mentee_id, row.mentee_avatar),
    },
    goals: row.goals,
    message: row.message,
    declineReason: row.decline_reason,
    assignedBy: row.assigned_by_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    actions: actionsFor(caller, row),
  };
}
