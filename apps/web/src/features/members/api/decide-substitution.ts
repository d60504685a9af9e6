import { meetingsRoutes } from '@chapter/shared/api/meetings.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMembers } from './refresh.ts';

/** Approving needs nothing more; rejecting needs the reason the member is told. */
type Decision = { id: number; approve: true } | { id: number; approve: false; reason: string };

function decide(d: Decision) {
  const params = { substitutionId: d.id };
  return d.approve
    ? api(meetingsRoutes.approveSubstitution, { params, errorToast: true })
    : api(meetingsRoutes.rejectSubstitution, { params, body: { reason: d.reason }, errorToast: true });
}

export function useDecideSubstitution() {
  return useMutation({ mutationFn: decide, onSuccess: refreshMembers });
}
