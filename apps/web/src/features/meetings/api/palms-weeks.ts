import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { PalmsWeekState } from '@chapter/shared/palms.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { meetingKeys } from './keys.ts';

function setWeek({ weekEnds, state }: { weekEnds: string; state: PalmsWeekState }) {
  return api(m.setPalmsWeek, { params: { weekEnds }, body: { state }, errorToast: true });
}

/** Completes a week's PALMS, marks it a holiday or reopens it (docs/palms-weeks.md); the report reloads. */
export function useSetPalmsWeek() {
  return useMutation({
    mutationFn: setWeek,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.attendanceReports }),
  });
}
