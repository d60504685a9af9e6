import { committeeRoutes as c } from '@chapter/shared/api/committee.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { committeeKeys } from './keys.ts';

/** The group's active members and their seats (leaders with manage_members). */
export function useSeats() {
  return useQuery({
    queryKey: committeeKeys.seats,
    queryFn: ({ signal }) => api(c.seats, { query: {}, signal }),
  });
}

export function useCommitteeApplications() {
  return useQuery({
    queryKey: committeeKeys.applications,
    queryFn: ({ signal }) => api(c.applications, { signal }),
  });
}

export function useCommitteeApplication(userId: number) {
  return useQuery({
    queryKey: committeeKeys.application(userId),
    queryFn: ({ signal }) => api(c.application, { params: { userId }, signal }),
  });
}

export function useCommitteeNotes(userId: number) {
  return useQuery({
    queryKey: committeeKeys.notes(userId),
    queryFn: ({ signal }) => api(c.notes, { params: { userId }, signal }),
  });
}

export function useRenewalReviews() {
  return useQuery({
    queryKey: committeeKeys.reviews,
    queryFn: ({ signal }) => api(c.reviews, { signal }),
  });
}

export function useReviewHistory(userId: number) {
  return useQuery({
    queryKey: committeeKeys.history(userId),
    queryFn: ({ signal }) => api(c.reviewHistory, { params: { userId }, signal }),
  });
}
