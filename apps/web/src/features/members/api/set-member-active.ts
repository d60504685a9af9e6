import type { MemberActionResult } from '@chapter/shared/members.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMembers } from './refresh.ts';

/** POST /api/members/:id/deactivate or /reactivate: one request whose path the action picks. */
function setActive({ userId, active }: { userId: number; active: boolean }) {
  return apiRequest<MemberActionResult>(`/api/members/${userId}/${active ? 'reactivate' : 'deactivate'}`, {
    method: 'POST',
  });
}

export function useSetMemberActive() {
  return useMutation({ mutationFn: setActive, onSuccess: refreshMembers });
}
