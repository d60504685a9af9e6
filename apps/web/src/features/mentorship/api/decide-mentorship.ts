import { mentorshipRoutes } from '@chapter/shared/api/mentorship.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMentorship } from './refresh.ts';

type MentorshipDecision =
  | { id: number; action: 'accept' | 'complete' }
  | { id: number; action: 'decline'; reason: string | null };

/** POST …/:id/accept | decline | complete: the next step of one mentorship. */
function decide(decision: MentorshipDecision) {
  const params = { id: decision.id };
  if (decision.action === 'decline')
    return api(mentorshipRoutes.decline, { params, body: { reason: decision.reason } });
  return api(mentorshipRoutes[decision.action], { params });
}

export function useDecideMentorship() {
  return useMutation({ mutationFn: decide, onSuccess: refreshMentorship });
}
