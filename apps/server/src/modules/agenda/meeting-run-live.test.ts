import type { MeetingRunEvent } from '@chapter/shared/meeting-run.schemas';
import { channels } from '@chapter/shared/realtime.schemas';
import type { PublicationContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories.ts';
import { connected, type LiveApp, RawSocket, sdkClient, waitFor } from '../../test/realtime-kit.ts';
import { testClient } from '../../test/test-client.ts';
import { type Person, person } from '../activity/activity-test-kit.ts';
import { type MeetingDay, meetingDay } from '../meetings/meeting-day-test-kit.ts';

/**
 * Every screen in the room follows the meeting's run on meeting-run:{meetingId} (docs/meeting-mode.md "The run"),
 * through the real real-time server and the official client. Clock: Monday 2 March 2026 09:00 UTC; the chapter
 * meets Mondays at 08:00 UTC, so today's meeting is under way.
 */
describe('the run, live', () => {
  let day: MeetingDay<'president' | 'ann'>;
  let app: LiveApp;
  let president: Person;
  let ann: Person;
  let meetingId: number;

  beforeEach(async () => {
    day = await meetingDay({ president: ['President', 'Pat President'], ann: ['Member', 'Ann Able'] });
    ({ app, meetingId } = day);
    ({ president, ann } = day.people);
  });
  afterEach(() => day.close());

  it('brings each step to a member’s phone as it happens; another chapter cannot listen', async () => {
    const client = sdkClient(app, ann.token);
    day.clients.push(client);
    await connected(client);
    const heard: MeetingRunEvent[] = [];
    const sub = client.newSubscription(channels.meetingRun(meetingId));
    sub.on('publication', (ctx: PublicationContext) => heard.push(ctx.data as MeetingRunEvent));
    sub.subscribe();
    await sub.ready();

    const drive = (command: string, version: number) =>
      testClient(app.app, president).ok('POST /api/meetings/:meetingId/run', {
        params: { meetingId },
        body: { command, version } as never,
      });
    const started = await drive('start', 0);
    await waitFor(() => heard.length === 1, 5000, 'the start on the phone');
    expect(heard[0]).toEqual({ type: 'run_changed', run: started });
    await drive('next', 1);
    await waitFor(() => heard.length === 2, 5000, 'the next step on the phone');
    expect(heard[1]?.run).toMatchObject({ version: 2, segmentIndex: 1, state: 'running' });

    // A member of another chapter is refused the channel (103).
    const raw = await RawSocket.open(app);
    day.sockets.push(raw);
    await raw.connect((await person(app, (await buildGroup(app.ctx)).id, 'Member')).token);
    const reply = await raw.command({ subscribe: { channel: channels.meetingRun(meetingId) } });
    expect(reply.error).toMatchObject({ code: 103 });
  });
});
