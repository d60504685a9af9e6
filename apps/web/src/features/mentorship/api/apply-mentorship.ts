import type { MentorshipActionResult, MentorshipApply } from '@chapter/shared/mentorship.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMentorship } from './refresh.ts';

const applyForMentorship = (body: MentorshipApply) =>
  apiRequest<MentorshipActionResult>('/api/mentorship/mentorships', { method: 'POST', body });

export function useApplyMentorship() {
  return useMutation({ mutationFn: applyForMentorship, onSuccess: refreshMentorship });
}
