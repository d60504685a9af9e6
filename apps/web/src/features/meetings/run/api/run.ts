import { meetingRunRoutes as r } from '@chapter/shared/api/meeting-run.routes';
import type { MeetingRun, RunCommand } from '@chapter/shared/meeting-run.schemas';
import { channels } from '@chapter/shared/realtime.channels';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { answerOf } from '../../../../lib/api-error.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { useChannel } from '../../../../lib/realtime-channels.ts';
import { meetingKeys } from '../../api/keys.ts';
import type { HeldRun } from '../run-clock.ts';

const held = (run: MeetingRun): HeldRun => ({ ...run, receivedAt: Date.now() });

/** Keeps the newer of two runs: a publication can overtake the answer to the tap that caused it. */
function keep(meetingId: number, run: MeetingRun): void {
  queryClient.setQueryData<HeldRun>(meetingKeys.run(meetingId), (old) =>
    old && old.version > run.version ? old : held(run),
  );
}

export function useMeetingRun(meetingId: number) {
  return useQuery({
    queryKey: meetingKeys.run(meetingId),
    queryFn: async ({ signal }) => held(await api(r.run, { params: { meetingId }, signal })),
  });
}

/**
 * Follows the run live (meeting-run:{meetingId}, docs/meeting-mode.md "The run"): each publication carries the whole
 * run, so it is shown as it comes; a reconnect that could not recover what it missed reads the run again.
 */
export function useRunLive(meetingId: number, live = true): void {
  useChannel(live ? channels.meetingRun(meetingId) : null, {
    onPublication: (event) => {
      // A server of another version during a deploy may send something else: then read the run again.
      if (event?.type !== 'run_changed' || typeof event.run?.version !== 'number') {
        void queryClient.invalidateQueries({ queryKey: meetingKeys.run(meetingId) });
        return;
      }
      keep(meetingId, event.run);
    },
    onGap: () => void queryClient.invalidateQueries({ queryKey: meetingKeys.run(meetingId) }),
  });
}

/**
 * A tap on the run screen: it names the version it saw. Another leader's tap first (409) reads the run again, so
 * the screen shows where the meeting now is rather than applying the tap twice.
 */
export function useRunCommand(meetingId: number) {
  return useMutation({
    mutationFn: ({ command, version }: { command: RunCommand; version: number }) =>
      api(r.command, { params: { meetingId }, body: { command, version } }),
    onSuccess: (run) => keep(meetingId, run),
    onError: (err) => {
      if (answerOf(err)?.status === 409) void queryClient.invalidateQueries({ queryKey: meetingKeys.run(meetingId) });
    },
  });
}

export function useNameRunLead(meetingId: number) {
  return useMutation({
    mutationFn: (userId: number | null) => api(r.lead, { params: { meetingId }, body: { userId } }),
    onSuccess: (run) => keep(meetingId, run),
  });
}

/** The PALMS week's numbers for the referral round, read again with each step while the round is on screen. */
export function useRunFigures(meetingId: number, version: number) {
  return useQuery({
    queryKey: meetingKeys.runFigures(meetingId, version),
    queryFn: ({ signal }) => api(r.figures, { params: { meetingId }, signal }),
    placeholderData: (previous) => previous,
  });
}
