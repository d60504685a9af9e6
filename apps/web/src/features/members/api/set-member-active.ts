import { membersRoutes } from '@chapter/shared/api/members.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMembers } from './refresh.ts';

/** Deactivates or reactivates: one mutation whose route the action picks. */
function setActive({ userId, active }: { userId: number; active: boolean }) {
  return api(active ? membersRoutes.reactivate : membersRoutes.deactivate, { params: { userId } });
}

export function useSetMemberActive() {
  return useMutation({ mutationFn: setActive, onSuccess: refreshMembers });
}
