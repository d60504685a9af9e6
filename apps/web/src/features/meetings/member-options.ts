import { useGroupMembers } from '../../lib/members-query.ts';

/**
 * The chapter's active members (not its visitors or substitutes) as select options: who may lead a segment or the
 * run, or present (the server refuses anyone else, docs/meeting-mode.md). `except` leaves one out (oneself).
 */
export function useMemberOptions(except?: number) {
  const members = useGroupMembers();
  const options = (members.data?.items ?? [])
    .filter((m) => m.status === 'active' && m.role !== 'Visitor' && m.role !== 'Substitute' && m.id !== except)
    .map((m) => ({ value: String(m.id), label: m.name }));
  return { options, isPending: members.isPending, isError: members.isError };
}
