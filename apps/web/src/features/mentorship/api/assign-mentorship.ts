import { mentorshipRoutes } from '@chapter/shared/api/mentorship.routes';
import type { MentorshipAssign } from '@chapter/shared/mentorship.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMentorship } from './refresh.ts';

const assignMentor = (body: MentorshipAssign) => api(mentorshipRoutes.assign, { body, permission: 'manage_members' });

/** A leader pairs a mentor and a mentee directly. */
export function useAssignMentorship() {
  return useMutation({ mutationFn: assignMentor, onSuccess: refreshMentorship });
}
