import type { VisitorFollowUp } from '@chapter/shared/visitor-follow-up.schemas';
import type { Db } from '../../db/kysely.ts';
import { selectTimelineFacts, type TaskRow } from './follow-up.repository.ts';
import type { VisitorListRow } from './visitors.repository.ts';

type Entry = VisitorFollowUp['timeline'][number];

/**
 * What happened to a visitor, oldest first (docs/visitors.md "Timeline"): each invitation (the first and any
 * second-visit one) and its answer, each check-in, each follow-up e-mail, each task done, the application and
 * the membership it led to. Read from the records themselves, so it cannot disagree with them.
 */
export async function visitorTimeline(db: Db, v: VisitorListRow, tasks: readonly TaskRow[]): Promise<Entry[]> {
  const facts = await selectTimelineFacts(db, v.id, v.user_id, v.group_id);
  const entries: Entry[] = [];
  for (const inv of facts.invitations) {
    entries.push({ at: inv.created_at, kind: 'invited', detail: null });
    if (inv.used_at) entries.push({ at: inv.used_at, kind: 'answered', detail: inv.used_action });
  }
  if (facts.invitations.length === 0) entries.push({ at: v.created_at, kind: 'invited', detail: null });
  for (const c of facts.checkins) entries.push({ at: c.checked_in_at, kind: 'checked-in', detail: c.title });
  for (const e of facts.emails) entries.push({ at: e.sent_at, kind: 'thank-you-sent', detail: null });
  for (const t of tasks) if (t.done_at) entries.push({ at: t.done_at, kind: 'task-done', detail: t.kind });
  if (v.applied_at) entries.push({ at: v.applied_at, kind: 'applied', detail: null });
  const m = facts.membership;
  if (m?.joined_at && m.status !== 'pending' && m.role !== 'Visitor' && m.role !== 'Substitute') {
    entries.push({ at: m.joined_at, kind: 'joined', detail: null });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
