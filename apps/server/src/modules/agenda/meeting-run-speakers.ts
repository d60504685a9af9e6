import type { RunSpeaker } from '@chapter/shared/meeting-run.schemas';
import type { Db } from '../../db/kysely.ts';
import { selectSheetMembers } from '../meetings/attendance.repository.ts';
import { selectCheckedInVisitors } from './meeting-run.repository.ts';

/**
 * Who speaks in the commercials, in order (docs/meeting-mode.md "The run"): the members marked present or late in
 * roster order, a substitute in the seat of the member they stand for, and each visitor checked in right after the
 * member who invited them (visitors whose inviter is not speaking come last).
 */
export async function commercialSpeakers(db: Db, meetingId: number, groupId: number): Promise<RunSpeaker[]> {
  const [members, visitors] = await Promise.all([
    selectSheetMembers(db, meetingId, groupId),
    selectCheckedInVisitors(db, meetingId),
  ]);
  const guests = (userId: number | null) =>
    visitors
      .filter((v) => v.invited_by === userId)
      .map((v): RunSpeaker => ({ kind: 'visitor', userId: null, name: v.name, forName: v.inviter_name }));
  const list: RunSpeaker[] = [];
  const speaking = new Set<number>();
  for (const m of members) {
    if (m.status === 'present' || m.status === 'late') {
      list.push({ kind: 'member', userId: m.id, name: m.name, forName: null });
    } else if (m.status === 'substitute') {
      list.push({ kind: 'substitute', userId: m.id, name: m.substitute_name ?? m.name, forName: m.name });
    } else continue;
    speaking.add(m.id);
    list.push(...guests(m.id));
  }
  for (const v of visitors) {
    if (v.invited_by === null || !speaking.has(v.invited_by)) {
      list.push({ kind: 'visitor', userId: null, name: v.name, forName: v.inviter_name });
    }
  }
  return list;
}
