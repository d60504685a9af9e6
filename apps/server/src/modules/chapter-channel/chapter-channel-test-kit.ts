import type { RoleName } from '@chapter/shared/roles';
import { bearer, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import type { Member } from '../../test/realtime-kit.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Test helpers for the chapter channel: signed-in people of a group, and its routes called as one of them. */
export async function person(t: TestApp, groupId: number, name: string, role: RoleName = 'Member'): Promise<Member> {
  const m = await buildMember(t.ctx, { groupId, name, role });
  return { id: m.id, name: m.name, email: m.email, token: await loginAs(t.app, m.email) };
}

/** A group whose substitutes may sign in, so their rows test the channel rather than the sign-in refusal. */
export const channelGroup = (t: TestApp, name = 'Harbour') =>
  buildGroup(t.ctx, { name, allow_substitute_login: 1 }) as Promise<GroupRow>;

let clientSeq = 0;

export function channelApi(t: TestApp) {
  const call = (m: Member, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(m.token), ...(payload && { payload }) });
  return {
    call,
    summary: (m: Member) => call(m, 'GET', '/api/chapter'),
    page: (m: Member, query = '') => call(m, 'GET', `/api/chapter/messages${query}`),
    send: (m: Member, content: string, extra: { mentions?: number[]; clientMessageId?: string } = {}) =>
      call(m, 'POST', '/api/chapter/messages', {
        content,
        clientMessageId: extra.clientMessageId ?? `c-${++clientSeq}`,
        ...(extra.mentions && { mentions: extra.mentions }),
      }),
    read: (m: Member, upTo?: number) => call(m, 'POST', '/api/chapter/read', upTo === undefined ? {} : { upTo }),
    remove: (m: Member, id: number) => call(m, 'DELETE', `/api/chapter/messages/${id}`),
    pin: (m: Member, messageId: number) => call(m, 'PUT', '/api/chapter/pin', { messageId }),
    unpin: (m: Member) => call(m, 'DELETE', '/api/chapter/pin'),
    members: (m: Member) => call(m, 'GET', '/api/chapter/members'),
    /** Sends and returns the stored message (fails the test on anything but 201). */
    async post(m: Member, content: string, extra: { mentions?: number[] } = {}) {
      const res = await this.send(m, content, extra);
      if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
      return res.json() as { id: number; content: string; mentions: { userId: number; name: string }[] };
    },
    async counts(m: Member) {
      const res = await this.summary(m);
      if (res.statusCode !== 200) throw new Error(`summary failed: ${res.statusCode} ${res.body}`);
      const s = res.json();
      return { unread: s.unreadCount as number, mentions: s.mentionCount as number };
    },
  };
}
