/** The mentor search's filters (part of its query key). */
export interface MentorFilters {
  q: string;
  classification: string;
  expertise: string;
}

/**
 * The mentorship feature's query keys. Every mentorship read lives under 'mentorship', so one change
 * invalidates `mentorshipKeys.all` and refreshes search places, lists and profiles.
 */
export const mentorshipKeys = {
  all: ['mentorship'] as const,
  myProfile: ['mentorship', 'my-profile'] as const,
  mentor: (userId: number | null) => ['mentorship', 'mentor', userId] as const,
  mentors: (filters: MentorFilters) => ['mentorship', 'mentors', filters] as const,
  list: (scope: 'mine' | 'group') => ['mentorship', 'list', scope] as const,
};
