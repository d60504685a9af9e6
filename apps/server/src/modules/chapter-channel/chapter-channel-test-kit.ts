import type { RoleName } from '@chapter/shared/roles';
import { buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import type { Member } from '../../test/realtime-kit.ts';
import type { TestApp } from '../../test/test-app.ts';
import { type QueryOf, testClient } from '../../test/test-client.ts';

/** Test helpers for the chapter channel: signed-in people of a group, and its routes called as one of them. */
export async function person(t: TestApp, groupId: number, name: string, role: RoleName = 'Member'): Promise<Member> {
  const m = await buildMember(t.ctx, { groupId, name, role });
  return { id: m.id, name: m.name, email: m.email, token: await loginAs(t.app, m.email) };
}

/** A group whose substitutes may sign in, so their rows test the channel rather than the sign-in refusal. */
export const channelGroup = (t: TestApp, name = 'Harbour') =>
  buildGroup(t.ctx, { name, allow_substitute_login: 1 }) as Promise<GroupRow>;

let clientSeq = 0;

/** The channel's routes called as one of its people, through the typed test client (test/test-client.ts). */
export function channelApi(t: Pick<TestApp, 'app'>) {
  const as = (m: Member) => testClient(t.app, m);
  const send = (m: Member, content: string, extra: { mentions?: number[]; clientMessageId?: string } = {}) =>
    as(m).call('POST /api/chapter/messages', {
      body: {
        content,
        clientMessageId: extra.clientMessageId ?? `c-${++clientSeq}`,
        ...(extra.mentions && { mentions: extra.mentions }),
      },
    });
  return {
    as,
    summary: (m: Member) => as(m).call('GET /api/chapter'),
    page: (m: Member, query: QueryOf<'GET /api/chapter/messages'> = {}) =>
      as(m).call('GET /api/chapter/messages', { query }),
    send,
    read: (m: Member, upTo?: number) =>
      as(m).call('POST /api/chapter/read', { body: upTo === undefined ? {} : { upTo } }),
    remove: (m: Member, id: number) => as(m).call('DELETE /api/chapter/messages/:id', { params: { id } }),
    pin: (m: Member, messageId: number) => as(m).call('PUT /api/chapter/pin', { body: { messageId } }),
    unpin: (m: Member) => as(m).call('DELETE /api/chapter/pin'),
    members: (m: Member) => as(m).call('GET /api/chapter/members'),
    /** Sends and returns the stored message (fails the test on anything but 201). */
    async post(m: Member, content: string, extra: { mentions?: number[] } = {}) {
      const res = await send(m, content, extra);
      if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.text}`);
      return res.body;
    },
    async counts(m: Member) {
      const s = await as(m).ok('GET /api/chapter');
      return { unread: s.unreadCount, mentions: s.mentionCount };
    },
  };
}
