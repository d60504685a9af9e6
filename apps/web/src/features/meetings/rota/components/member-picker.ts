import { useGroupMembers } from '../../../../lib/members-query.ts';

/** The chapter's active members who may present (not its visitors or substitutes), as select options. */
export function usePresenterOptions(except?: number) {
  const members = useGroupMembers();
  const options = (members.data?.items ?? [])
    .filter((m) => m.status === 'active' && m.role !== 'Visitor' && m.role !== 'Substitute' && m.id !== except)
    .map((m) => ({ value: String(m.id), label: m.name }));
  return { options, isPending: members.isPending, isError: members.isError };
}
