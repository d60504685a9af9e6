import { mentorshipRoutes } from '@chapter/shared/api/mentorship.routes';
import type { MentorshipApply } from '@chapter/shared/mentorship.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMentorship } from './refresh.ts';

const applyForMentorship = (body: MentorshipApply) => api(mentorshipRoutes.apply, { body });

export function useApplyMentorship() {
  return useMutation({ mutationFn: applyForMentorship, onSuccess: refreshMentorship });
}
