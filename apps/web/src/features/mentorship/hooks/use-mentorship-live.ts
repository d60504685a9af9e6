import { channels } from '@chapter/shared/realtime.channels';
import { useChannel } from '../../../lib/realtime-channels.ts';
import { refreshMentorship } from '../api/refresh.ts';

/** Refreshes mentorship data when either side of one of mine changes it (mentorship:{me}), or after a gap. */
export function useMentorshipLive(userId: number): void {
  useChannel(channels.mentorship(userId), {
    onPublication: () => void refreshMentorship(),
    onGap: () => void refreshMentorship(),
  });
}
