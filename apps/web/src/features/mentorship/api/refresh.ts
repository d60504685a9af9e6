import { queryClient } from '../../../lib/query-client.ts';
import { mentorshipKeys } from './keys.ts';

/** Every mentorship read lives under ['mentorship']: one change refreshes search places, lists and profiles. */
export const refreshMentorship = (): Promise<void> => queryClient.invalidateQueries({ queryKey: mentorshipKeys.all });
