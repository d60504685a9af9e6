import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch, type Route } from '../../../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../../../test/fake-realtime-server.ts';
import { buildInboxItem, buildInboxList, buildMessage, LEO, ME } from '../../../test/inbox-builders.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ann = buildInboxItem({
  id: 50,
  conversationId: 4,
  senderId: ME.id,
  senderName: ME.name,
  recipientId: 20,
  recipientName: 'Ann Lee',
  content: 'Thanks for the referral!',
  isRead: true,
});
const leo = buildInboxItem({ id: 60, content: 'Lunch next week?', conversationUnreadCount: 2 });

function open(inbox: Route<'GET /api/inbox'>) {
  signInAs(buildProfile());
  return installFakeFetch({ 'GET /api/profile': { body: buildProfile() }, 'GET /api/inbox': inbox });
}

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
const inboxNavLink = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Inbox/ });

describe('inbox screen', () => {
  it('lists conversations newest first with the other member, preview, and unread count', async () => {
    open({ body: buildInboxList([leo, ann]) });
    renderApp('/inbox');
    expect(await screen.findByText('2 conversations · 2 unread')).toBeInTheDocument();
    const [first, second] = rows();
    expect(first).toHaveTextContent(LEO.name);
    expect(first).toHaveTextContent('Lunch next week?');
    expect(first).toHaveTextContent('2 unread');
    expect(first).toHaveAttribute('href', '/inbox/conversation/3');
    expect(second).toHaveTextContent('Ann Lee');
    expect(second).toHaveTextContent('You: Thanks for the referral!');
  });

  it('loads more with the cursor', async () => {
    const user = userEvent.setup();
    const net = open((req) =>
      req.search.includes('cursor=60')
        ? { body: buildInboxList([ann], { totalCount: 2 }) }
        : { body: buildInboxList([leo], { totalCount: 2, nextCursor: '60' }) },
    );
    renderApp('/inbox');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(net.callsTo('GET /api/inbox').some((c) => c.search.includes('cursor=60'))).toBe(true);
  });

  it('invites to compose when there are no conversations', async () => {
    open({ body: buildInboxList([]) });
    renderApp('/inbox');
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compose' })).toHaveAttribute('href', '/inbox/compose');
  });

  it('offers a retry when the inbox cannot be loaded', async () => {
    const user = userEvent.setup();
    let down = true;
    open(() =>
      down ? { status: 500, body: { code: 'INTERNAL', message: 'Server error' } } : { body: buildInboxList([leo]) },
    );
    renderApp('/inbox');
    expect(await screen.findByText('Your inbox could not be loaded', {}, { timeout: 4000 })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lunch next week?')).toBeInTheDocument();
  });

  it('moves a conversation to the top on a new message and raises the unread counts and the badge', async () => {
    // The fake server's state: what a refetch after the push would answer.
    let inbox = buildInboxList([leo, ann]);
    open(() => ({ body: inbox }));
    renderApp('/inbox');
    await screen.findByText('2 conversations · 2 unread');
    expect(inboxNavLink()).toHaveAccessibleName('Inbox 2 unread');
    const server = await FakeRealtimeServer.start();
    await server.acceptSubscription(`inbox:${ME.id}`);
    const reply = buildMessage({
      id: 70,
      conversationId: 4,
      senderId: 20,
      senderName: 'Ann Lee',
      content: 'You are welcome',
    });
    inbox = buildInboxList([{ ...reply, conversationUnreadCount: 1 }, leo]);
    server.publish(`inbox:${ME.id}`, { type: 'new_message', message: reply });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('You are welcome'));
    expect(rows()[0]).toHaveTextContent('1 unread');
    expect(screen.getByText('2 conversations · 3 unread')).toBeInTheDocument();
    expect(inboxNavLink()).toHaveAccessibleName('Inbox 3 unread');

    inbox = buildInboxList([
      { ...reply, conversationUnreadCount: 1 },
      { ...leo, conversationUnreadCount: 0 },
    ]);
    server.publish(`inbox:${ME.id}`, { type: 'message_read', conversationId: 3, readerId: ME.id, unreadCount: 1 });
    await waitFor(() => expect(inboxNavLink()).toHaveAccessibleName('Inbox 1 unread'));
    expect(rows()[1]).not.toHaveTextContent('unread');
  });

  it('shows who is typing to me in their row', async () => {
    open({ body: buildInboxList([leo]) });
    renderApp('/inbox');
    await screen.findByText('Lunch next week?');
    const server = await FakeRealtimeServer.start();
    await server.acceptSubscription(`typing:user:${ME.id}`);
    server.publish(`typing:user:${ME.id}`, {
      type: 'typing',
      userId: LEO.id,
      userName: LEO.name,
      isTyping: true,
      conversationId: 3,
      timestamp: Date.now(),
    });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('typing…'));
  });
});
