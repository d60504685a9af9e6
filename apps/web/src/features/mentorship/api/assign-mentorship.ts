import type { MentorshipActionResult, MentorshipAssign } from '@chapter/shared/mentorship.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMentorship } from './refresh.ts';

const assignMentor = (body: MentorshipAssign) =>
  apiRequest<MentorshipActionResult>('/api/mentorship/mentorships/assign', {
    method: 'POST',
    body,
    permission: 'manage_members',
  });

/** A leader pairs a mentor and a mentee directly. */
export function useAssignMentorship() {
  return useMutation({ mutationFn: assignMentor, onSuccess: refreshMentorship });
}
