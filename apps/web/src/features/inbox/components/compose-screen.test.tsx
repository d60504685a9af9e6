import type { MemberDetail, RosterMember } from '@chapter/shared/members.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, buildRosterMember, signInAs } from '../../../test/builders.ts';
import { type FakeReply, installFakeFetch, NETWORK_DOWN } from '../../../test/fake-fetch.ts';
import {
  buildConversation,
  buildInboxItem,
  buildInboxList,
  buildMessage,
  LEO,
  ME,
} from '../../../test/inbox-builders.ts';
import { renderApp } from '../../../test/render-app.tsx';

type Route =
  | FakeReply
  | typeof NETWORK_DOWN
  | ((req: { body: unknown; search: string }) => FakeReply | typeof NETWORK_DOWN);

function memberDetail(id: number, name: string): MemberDetail {
  return { ...member(id, name), website: null, bio: null, joinedAt: null, renewalDue: null, manageable: false };
}

function member(id: number, name: string): RosterMember {
  return buildRosterMember(id, name, { companyName: `${name.split(' ')[1]} Ltd`, classification: 'Electrician' });
}

const sent = buildMessage({ id: 80, senderId: ME.id, recipientId: LEO.id, conversationId: 3, content: 'Hello Leo' });

function open(path: string, routes: Record<string, Route>) {
  signInAs(buildProfile());
  const net = installFakeFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/inbox': { body: buildInboxList([]) },
    'GET /api/inbox/conversations/3': { body: buildConversation([sent]) },
    'POST /api/inbox/conversations/3/read': { body: { conversationId: 3, messageIds: [], unreadCount: 0 } },
    ...routes,
  });
  return { net, ...renderApp(path) };
}

describe('compose screen', () => {
  it('finds a member by name, sends, and opens the conversation', async () => {
    const user = userEvent.setup();
    const { net, router } = open('/inbox/compose', {
      'GET /api/members': (req) => ({
        body: {
          items:
            new URLSearchParams(req.search).get('q') === 'Leo'
              ? [member(LEO.id, LEO.name)]
              : [member(ME.id, ME.name), member(LEO.id, LEO.name), member(20, 'Ann Lee')],
          nextCursor: null,
        },
      }),
      'POST /api/inbox/messages': { status: 201, body: sent },
    });
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).queryByText(ME.name)).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'To' }), 'Leo');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Members' })).getAllByRole('button')).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: /Leo Fischer/ }));
    expect(screen.queryByRole('searchbox', { name: 'To' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello Leo{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/conversation/3'));
    expect(net.callsTo('POST /api/inbox/messages')[0]?.body).toMatchObject({
      recipientId: LEO.id,
      content: 'Hello Leo',
    });
    expect(await screen.findByRole('heading', { level: 1, name: LEO.name })).toBeInTheDocument();
  });

  it('offers the people already written to when the member list is closed', async () => {
    open('/inbox/compose', {
      'GET /api/members': { status: 403, body: { code: 'PERMISSION_DENIED', message: 'Permission denied' } },
      'GET /api/inbox': { body: buildInboxList([buildInboxItem({ conversationId: 3 })]) },
    });
    expect(await screen.findByText(/member list is not open to your account/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Leo Fischer/ })).toBeInTheDocument();
  });

  it('starts with the member from ?to= and keeps the text and its id for a retry after a failure', async () => {
    const user = userEvent.setup();
    let down = true;
    const { net, router } = open(`/inbox/compose?to=${LEO.id}`, {
      'GET /api/members/12': { body: memberDetail(LEO.id, LEO.name) },
      'POST /api/inbox/messages': () => (down ? NETWORK_DOWN : { status: 201, body: sent }),
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.getByText(LEO.name)).toBeInTheDocument();
    await user.type(box, 'Hello Leo{Enter}');
    expect(await screen.findByText('Your message was not sent')).toBeInTheDocument();
    expect(box).toHaveValue('Hello Leo');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/conversation/3'));
    const ids = net
      .callsTo('POST /api/inbox/messages')
      .map((c) => (c.body as { clientMessageId: string }).clientMessageId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });
});
