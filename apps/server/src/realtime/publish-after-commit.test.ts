import type { Channel } from '@chapter/shared/realtime.events';
import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge, PublicationContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  connected,
  groupMembers,
  type LiveApp,
  type Member,
  sdkClient,
  startLiveApp,
  waitFor,
} from '../test/realtime-kit.ts';
import { type Publication, publishAfterCommit } from './publish-after-commit.ts';

/** The helper on the whole server (in-process broker, SQLite), heard by the real centrifuge client. */
describe('publishAfterCommit', () => {
  let app: LiveApp;
  let ann: Member;
  let bob: Member;
  let logLines: string[];
  const clients: Centrifuge[] = [];

  beforeEach(async () => {
    logLines = [];
    app = await startLiveApp({}, {}, { logStream: { write: (line: string) => logLines.push(line) } });
    [ann, bob] = (await groupMembers(app, 2)) as [Member, Member];
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await app.close();
  });

  /** The member's client subscribed to `channel`, collecting the data of each publication. */
  async function listen(who: Member, channel: string): Promise<unknown[]> {
    const client = sdkClient(app, who.token);
    clients.push(client);
    await connected(client);
    const data: unknown[] = [];
    const sub = client.newSubscription(channel);
    sub.on('publication', (ctx: PublicationContext) => data.push(ctx.data));
    sub.subscribe();
    await sub.ready();
    return data;
  }

  const warnings = () =>
    logLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'realtime publish failed after commit');

  it('delivers each event to the subscribers of its channel, in order', async () => {
    const annInbox = await listen(ann, channels.inbox(ann.id));
    const annReceived = await listen(ann, channels.activityReceived(ann.id));
    const read = { type: 'message_read', conversationId: 4, readerId: ann.id, unreadCount: 2 } as const;
    const deleted = { type: 'message_deleted', messageId: 9, conversationId: 4, unreadCount: 1 } as const;
    const seen = { type: 'activity_seen', counts: { givenCount: 0, receivedCount: 3 } } as const;

    await publishAfterCommit(app.ctx, [
      { channel: channels.inbox(ann.id), event: read },
      { channel: channels.activityReceived(ann.id), event: seen },
      { channel: channels.inbox(ann.id), event: deleted },
    ]);

    await waitFor(() => annInbox.length === 2 && annReceived.length === 1, 5000, 'publications');
    expect(annInbox).toEqual([read, deleted]);
    expect(annReceived).toEqual([seen]);
    expect(warnings()).toEqual([]);
  });

  it('never throws when a publish fails: it logs one warning and the other channels still get their event', async () => {
    const annInbox = await listen(ann, channels.inbox(ann.id));
    const bobMentorship = await listen(bob, channels.mentorship(bob.id));
    const read = { type: 'message_read', conversationId: 4, readerId: ann.id, unreadCount: 0 } as const;
    const update = { type: 'mentorship_update', mentorshipId: 7, status: 'active' } as const;
    // The hub refuses a channel outside its namespaces, as it would refuse any publish the broker cannot take.
    const nowhere = 'nowhere:1' as Channel<'inbox'>;

    await expect(
      publishAfterCommit(app.ctx, [
        { channel: channels.inbox(ann.id), event: read },
        { channel: nowhere, event: read },
        { channel: channels.mentorship(bob.id), event: update },
      ]),
    ).resolves.toBeUndefined();

    await waitFor(() => annInbox.length === 1 && bobMentorship.length === 1, 5000, 'publications');
    expect(annInbox).toEqual([read]);
    expect(bobMentorship).toEqual([update]);
    expect(warnings()).toEqual([
      expect.objectContaining({ level: 40, channel: 'nowhere:1', err: expect.stringContaining('unknown channel') }),
    ]);
  });

  it('accepts on a channel only the events of its kind (proved by the typecheck, not at run time)', () => {
    expectTypeOf(channels.inbox(1)).toEqualTypeOf<Channel<'inbox'>>();
    expectTypeOf(channels.typingUser(1)).toEqualTypeOf<Channel<'typing'>>();
    const update = { type: 'mentorship_update', mentorshipId: 7, status: 'active' } as const;
    const seen = { type: 'activity_seen', counts: { givenCount: 0, receivedCount: 0 } } as const;
    const good: Publication[] = [
      { channel: channels.mentorship(1), event: update },
      { channel: channels.activityGiven(1), event: seen },
    ];
    const wrong: Publication[] = [
      // @ts-expect-error an activity event does not belong on a mentorship channel
      { channel: channels.mentorship(1), event: seen },
      // @ts-expect-error message_read is for the reader's own inbox, never a conversation channel
      {
        channel: channels.conversation(1),
        event: { type: 'message_read', conversationId: 1, readerId: 1, unreadCount: 0 },
      },
      // @ts-expect-error a plain string is not a channel: names come from the builders in `channels`
      { channel: 'mentorship:1', event: update },
      // @ts-expect-error nothing may be published on news yet
      { channel: channels.news, event: update },
    ];
    expect(good.length + wrong.length).toBe(6);
  });
});
