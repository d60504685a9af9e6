import { checkInRoutes as c } from '@chapter/shared/api/check-in.routes';
import type { CheckInCode, VisitorCheckIn } from '@chapter/shared/check-in.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { meetingKeys } from '../../api/keys.ts';

/** A moment after the server's next slice begins, so the new code is there when it is asked for. */
const AFTER_EXPIRY_MS = 300;

/** How long the screen shows this code: until the server's next slice, by the server's clock. */
function msUntilNextCode(code: CheckInCode): number {
  return Math.max(1_000, Date.parse(code.expiresAt) - Date.parse(code.serverNow) + AFTER_EXPIRY_MS);
}

/** The screen's code, read again just as it changes; a projector left alone keeps asking. */
export function useCheckInCode(meetingId: number) {
  return useQuery({
    queryKey: meetingKeys.checkInCode(meetingId),
    queryFn: ({ signal }) => api(c.code, { params: { meetingId }, signal }),
    refetchInterval: (query) => (query.state.data ? msUntilNextCode(query.state.data) : false),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}

/** The signed-in member who scanned marks themselves. */
export function useCheckIn(code: string) {
  return useMutation({ mutationFn: () => api(c.checkIn, { params: { code } }) });
}

/** A visitor who scanned signs in for the meeting (public: the code is the pass). */
export function useVisitorCheckIn(code: string) {
  return useMutation({
    mutationFn: (body: VisitorCheckIn) => api(c.visitor, { params: { code }, body, auth: false }),
  });
}
