import type { MentorshipActionResult } from '@chapter/shared/mentorship.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMentorship } from './refresh.ts';

type MentorshipDecision =
  | { id: number; action: 'accept' | 'complete' }
  | { id: number; action: 'decline'; reason: string | null };

/** POST …/:id/accept | decline | complete: the next step of one mentorship. */
function decide(decision: MentorshipDecision) {
  const url = `/api/mentorship/mentorships/${decision.id}/${decision.action}`;
  return apiRequest<MentorshipActionResult>(url, {
    method: 'POST',
    ...(decision.action === 'decline' && { body: { reason: decision.reason } }),
  });
}

export function useDecideMentorship() {
  return useMutation({ mutationFn: decide, onSuccess: refreshMentorship });
}
