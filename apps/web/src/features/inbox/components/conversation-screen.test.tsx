import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLISH_RETRY_MS } from '../../../lib/realtime-channels.ts';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { type FakeReply, installFakeFetch, NETWORK_DOWN } from '../../../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../../../test/fake-realtime-server.ts';
import { buildConversation, buildMessage, LEO, ME } from '../../../test/inbox-builders.ts';
import { openMessageMenu } from '../../../test/message-menu.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { TYPING_EXPIRE_MS } from '../hooks/use-typing.ts';

type Route =
  | FakeReply
  | typeof NETWORK_DOWN
  | ((req: { body: unknown; search: string }) => FakeReply | typeof NETWORK_DOWN);

const yesterday = new Date(Date.now() - 86_400_000).toISOString();
const fromLeo = buildMessage({ id: 21, content: 'Are you free on Friday?', sentAt: yesterday });
const mine = buildMessage({
  id: 22,
  senderId: ME.id,
  senderName: ME.name,
  recipientId: LEO.id,
  recipientName: LEO.name,
  content: 'Yes, after ten.',
  isRead: true,
});

function open(routes: Record<string, Route> = {}, messages = [fromLeo, mine]) {
  signInAs(buildProfile());
  const net = installFakeFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/inbox/conversations/3': { body: buildConversation(messages) },
    'POST /api/inbox/conversations/3/read': { body: { conversationId: 3, messageIds: [21], unreadCount: 0 } },
    ...routes,
  });
  const view = renderApp('/inbox/conversation/3');
  return { net, ...view };
}

/** Message items, without the day separators between them. */
const bubbles = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .filter((li) => li.hasAttribute('data-message-id') || li.querySelector('time'));
const composer = () => screen.getByRole('textbox', { name: 'Message' });

describe('conversation screen', () => {
  beforeEach(() => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  });

  it('shows the other member, day separators, own and their messages, and read ticks', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: LEO.name })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Yesterday')).toBeInTheDocument();
    expect(within(list).getByText('Today')).toBeInTheDocument();
    expect(within(list).getByText('Are you free on Friday?')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    // One "more" button per stored message, not a row of icons.
    expect(within(list).getAllByRole('button', { name: 'Message actions' })).toHaveLength(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.hasAttribute('data-message-id')).length,
    );
  });

  it('loads earlier messages before the oldest one shown', async () => {
    const user = userEvent.setup();
    const oldest = buildMessage({ id: 5, content: 'Welcome to the chapter', sentAt: yesterday });
    const { net } = open({
      'GET /api/inbox/conversations/3': (req) =>
        req.search.includes('before=21')
          ? { body: buildConversation([oldest], { totalCount: 3 }) }
          : { body: buildConversation([fromLeo, mine], { totalCount: 3, hasMoreBack: true, before: '21' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(bubbles()[0]).toHaveTextContent('Welcome to the chapter'));
    expect(bubbles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    expect(net.callsTo('GET /api/inbox/conversations/:id').at(-1)?.search).toContain('before=21');
  });

  it('marks the conversation read when it opens with focus', async () => {
    const { net } = open();
    await waitFor(() => expect(net.callsTo('POST /api/inbox/conversations/:id/read')).toHaveLength(1));
  });

  it('waits for focus before marking read', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const { net } = open();
    await screen.findByText('Are you free on Friday?');
    expect(net.callsTo('POST /api/inbox/conversations/:id/read')).toHaveLength(0);
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(net.callsTo('POST /api/inbox/conversations/:id/read')).toHaveLength(1));
  });

  it('sends on Enter with a client message id, shows it at once, and keeps Shift+Enter for new lines', async () => {
    const user = userEvent.setup();
    const { net } = open({
      'POST /api/inbox/messages': (req) => ({
        status: 201,
        body: { ...mine, id: 30, isRead: false, ...(req.body as object) },
      }),
    });
    await screen.findByText('Are you free on Friday?');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(composer(), 'See you{Shift>}{Enter}{/Shift}then');
    expect(composer()).toHaveValue('See you\nthen');
    await user.keyboard('{Enter}');
    expect(composer()).toHaveValue('');
    await waitFor(() => expect(net.callsTo('POST /api/inbox/messages')).toHaveLength(1));
    const body = net.callsTo('POST /api/inbox/messages')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ conversationId: 3, content: 'See you\nthen' });
    expect(body.clientMessageId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('See you then'));
    expect(within(bubbles().at(-1) as HTMLElement).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
  });

  it('keeps a failed message with Retry, which resends the same client message id', async () => {
    const user = userEvent.setup();
    let down = true;
    const { net } = open({
      'POST /api/inbox/messages': (req) =>
        down ? NETWORK_DOWN : { status: 201, body: { ...mine, id: 31, isRead: false, ...(req.body as object) } },
    });
    await screen.findByText('Are you free on Friday?');
    await user.type(composer(), 'Hello?{Enter}');
    expect(await screen.findByText('Not sent: no connection')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent: no connection')).not.toBeInTheDocument());
    const [first, second] = net.callsTo('POST /api/inbox/messages').map((c) => c.body as { clientMessageId: string });
    expect(second?.clientMessageId).toBe(first?.clientMessageId);
    expect(screen.getAllByText('Hello?')).toHaveLength(1);
  });

  it('counts characters near the 5,000 limit and refuses a longer message', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Are you free on Friday?');
    await user.click(composer());
    await user.paste('a'.repeat(4600));
    expect(screen.getByText('4,600 / 5,000')).toBeInTheDocument();
    await user.paste('a'.repeat(500));
    expect(screen.getByText('100 characters over the 5,000 limit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('deletes my message after confirming', async () => {
    const user = userEvent.setup();
    const { net } = open({ 'DELETE /api/inbox/messages/22': { status: 204 } });
    await screen.findByText('Yes, after ten.');
    const menu = await openMessageMenu(user, screen.getByRole('list', { name: 'Messages' }), 'Yes, after ten.');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Yes, after ten.')).not.toBeInTheDocument());
    expect(net.callsTo('DELETE /api/inbox/messages/:id')).toHaveLength(1);
  });

  it('shows a live message once though it arrives on two channels, and the typing indicator', async () => {
    open();
    await screen.findByText('Are you free on Friday?');
    const server = await FakeRealtimeServer.start();
    await server.acceptSubscription(`inbox:${ME.id}`);
    await server.acceptSubscription('conversation:3');
    await server.acceptSubscription('typing:conversation:3');

    const typing = {
      type: 'typing',
      userId: LEO.id,
      userName: LEO.name,
      isTyping: true,
      conversationId: 3,
      timestamp: 1,
    };
    server.publish('typing:conversation:3', typing);
    expect(await screen.findByText('Leo Fischer is typing…')).toBeInTheDocument();
    server.publish('typing:conversation:3', { ...typing, userId: undefined, isTyping: false });
    expect(screen.getByText('Leo Fischer is typing…')).toBeInTheDocument();
    server.publish('typing:conversation:3', { ...typing, type: 'stop_typing', isTyping: false });
    await waitFor(() => expect(screen.queryByText('Leo Fischer is typing…')).not.toBeInTheDocument());

    const live = buildMessage({ id: 40, content: 'Great, see you then' });
    server.publish(`inbox:${ME.id}`, { type: 'new_message', message: live });
    server.publish('conversation:3', { type: 'new_message', message: live });
    expect(await screen.findByText('Great, see you then')).toBeInTheDocument();
    expect(screen.getAllByText('Great, see you then')).toHaveLength(1);
  });

  it('drops a typing indicator that is not refreshed', async () => {
    open();
    await screen.findByText('Are you free on Friday?');
    const server = await FakeRealtimeServer.start();
    await server.acceptSubscription('typing:conversation:3');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.publish('typing:conversation:3', {
      type: 'typing',
      userId: LEO.id,
      userName: LEO.name,
      isTyping: true,
      conversationId: 3,
      timestamp: 1,
    });
    expect(await screen.findByText('Leo Fischer is typing…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TYPING_EXPIRE_MS));
    expect(screen.queryByText('Leo Fischer is typing…')).not.toBeInTheDocument();
  });

  it('publishes typing while I write and stops when I send', async () => {
    const user = userEvent.setup();
    open({ 'POST /api/inbox/messages': { status: 201, body: { ...mine, id: 32 } } });
    await screen.findByText('Are you free on Friday?');
    const server = await FakeRealtimeServer.start();
    await user.type(composer(), 'On my way');
    await waitFor(() =>
      expect(server.published('typing:conversation:3')[0]).toMatchObject({
        type: 'typing',
        isTyping: true,
        conversationId: 3,
      }),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(server.published('typing:conversation:3').at(-1)).toMatchObject({ type: 'stop_typing', isTyping: false }),
    );
  });

  it('sends the typing begun while the connection was still being made once it is up', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Are you free on Friday?');
    const server = await FakeRealtimeServer.open();
    await user.type(composer(), 'On');
    // Longer than one publish retry: the typing must wait for the connection, not be given up.
    await new Promise((resolve) => setTimeout(resolve, PUBLISH_RETRY_MS + 500));
    await server.acceptConnect();
    await waitFor(() =>
      expect(server.published('typing:conversation:3')[0]).toMatchObject({ type: 'typing', conversationId: 3 }),
    );
  });

  it('says when the conversation does not exist', async () => {
    open({ 'GET /api/inbox/conversations/3': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } } });
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to inbox' })).toHaveAttribute('href', '/inbox');
  });
});
