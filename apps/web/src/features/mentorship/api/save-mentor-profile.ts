import type { MentorProfileInput, MyMentorProfile } from '@chapter/shared/mentorship.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMentorship } from './refresh.ts';

const saveProfile = (body: MentorProfileInput) =>
  apiRequest<MyMentorProfile>('/api/mentorship/profile', { method: 'PUT', body });

/** Opts in as a mentor or changes the profile. */
export function useSaveMentorProfile() {
  return useMutation({ mutationFn: saveProfile, onSuccess: refreshMentorship });
}
