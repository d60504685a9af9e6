import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import {
  buildChannelMessage,
  buildChannelPage,
  buildSummary,
  CHANNEL_MEMBERS,
  GROUP,
  NINA,
} from '../../../test/chapter-builders.ts';
import { installFakeFetch, type Route } from '../../../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../../../test/fake-realtime-server.ts';
import { LEO, ME } from '../../../test/inbox-builders.ts';
import { openMessageMenu } from '../../../test/message-menu.ts';
import { renderApp } from '../../../test/render-app.tsx';

const yesterday = new Date(Date.now() - 86_400_000).toISOString();
const welcome = buildChannelMessage({
  id: 30,
  kind: 'announcement',
  senderId: 2,
  senderName: 'Patricia Owens',
  content: 'Venue change\n\nWe meet at the library from next week.',
  sentAt: yesterday,
});
const fromLeo = buildChannelMessage({
  id: 31,
  content: 'Thanks @Maya Thompson for the intro!',
  mentions: [{ userId: ME.id, name: ME.name }],
});
const mine = buildChannelMessage({ id: 32, senderId: ME.id, senderName: ME.name, content: 'Happy to help.' });

function open(routes: Record<string, Route<string>> = {}, summary = buildSummary({ lastReadId: 30, unreadCount: 1 })) {
  signInAs(buildProfile());
  const net = installFakeFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/chapter': { body: summary },
    'GET /api/chapter/messages': { body: buildChannelPage([welcome, fromLeo, mine]) },
    'GET /api/chapter/members': { body: CHANNEL_MEMBERS },
    'POST /api/chapter/read': (req) => ({
      body: { groupId: GROUP.id, lastReadId: (req.body as { upTo: number }).upTo, unreadCount: 0, mentionCount: 0 },
    }),
    ...routes,
  });
  return { net, ...renderApp('/inbox/chapter') };
}

const list = () => screen.getByRole('list', { name: 'Messages' });
const composer = () => screen.getByRole('textbox', { name: 'Message' });

describe('chapter channel screen', () => {
  beforeEach(() => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  });

  it('shows the chapter, the pinned announcement, senders, day separators, mentions and a new-messages line', async () => {
    const user = userEvent.setup();
    const pinned = { message: welcome, pinnedBy: { id: 2, name: 'Patricia Owens' }, pinnedAt: yesterday };
    const { net } = open({}, buildSummary({ lastReadId: 30, unreadCount: 1, pinned }));
    expect(await screen.findByRole('heading', { level: 1, name: GROUP.name })).toBeInTheDocument();
    const pin = screen.getByRole('region', { name: 'Pinned announcement' });
    expect(pin).toHaveTextContent('Pinned by Patricia Owens');
    expect(pin).toHaveTextContent('We meet at the library');
    await waitFor(() => expect(within(list()).getByText('Happy to help.')).toBeInTheDocument());
    expect(within(list()).getByText('Yesterday')).toBeInTheDocument();
    expect(within(list()).getByText('Today')).toBeInTheDocument();
    expect(within(list()).getByText('Announcement')).toBeInTheDocument();
    expect(within(list()).getByText(LEO.name)).toBeInTheDocument();
    expect(within(list()).getByText('@Maya Thompson')).toHaveClass('font-semibold');
    expect(within(list()).getByText('New messages')).toBeInTheDocument();
    // Only my own message may be deleted by a member; nothing may be pinned.
    const theirs = await openMessageMenu(user, list(), /for the intro/);
    expect(within(theirs).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(within(theirs).queryByRole('menuitem', { name: 'Pin for everyone' })).toBeNull();
    expect(within(theirs).getByRole('menuitem', { name: 'Reply' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const mine = await openMessageMenu(user, list(), 'Happy to help.');
    expect(within(mine).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // Opened with the page in focus: read up to the newest message.
    await waitFor(() => expect(net.callsTo('POST /api/chapter/read')[0]?.body).toEqual({ upTo: 32 }));
  });

  it('sends with a mention picked from the members, shows it at once and keeps the server’s copy', async () => {
    const user = userEvent.setup();
    const { net } = open({
      'POST /api/chapter/messages': (req) => {
        const body = req.body as { content: string; clientMessageId: string; mentions: number[] };
        return {
          status: 201,
          body: buildChannelMessage({
            id: 40,
            senderId: ME.id,
            senderName: ME.name,
            content: body.content,
            clientMessageId: body.clientMessageId,
            mentions: [{ userId: NINA.id, name: NINA.name }],
          }),
        };
      },
    });
    await waitFor(() => expect(within(list()).getByText('Happy to help.')).toBeInTheDocument());
    await user.type(composer(), 'Lunch, @ni');
    const options = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(within(options).getAllByRole('option')).toHaveLength(1);
    expect(within(options).getByRole('option')).toHaveTextContent(NINA.name);
    await user.keyboard('{Enter}');
    expect(composer()).toHaveValue(`Lunch, @${NINA.name} `);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(composer(), 'tomorrow?{Enter}');
    await waitFor(() => expect(net.callsTo('POST /api/chapter/messages')).toHaveLength(1));
    expect(net.callsTo('POST /api/chapter/messages')[0]?.body).toMatchObject({
      content: `Lunch, @${NINA.name} tomorrow?`,
      mentions: [NINA.id],
    });
    expect(composer()).toHaveValue('');
    const sent = await within(list()).findByText(`@${NINA.name}`);
    await waitFor(() => expect(sent.closest('li')).toHaveAttribute('data-message-id', '40'));
  });

  it('does not name someone whose @name was removed again, and Escape closes the suggestions', async () => {
    const user = userEvent.setup();
    const { net } = open({
      'POST /api/chapter/messages': (req) => ({
        status: 201,
        body: buildChannelMessage({ id: 41, senderId: ME.id, content: (req.body as { content: string }).content }),
      }),
    });
    await waitFor(() => expect(within(list()).getByText('Happy to help.')).toBeInTheDocument());
    await user.type(composer(), '@Le');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.clear(composer());
    await user.type(composer(), '@le');
    await screen.findByRole('listbox');
    await user.keyboard('{Tab}');
    await user.clear(composer());
    await user.type(composer(), 'Never mind{Enter}');
    await waitFor(() => expect(net.callsTo('POST /api/chapter/messages')).toHaveLength(1));
    expect(net.callsTo('POST /api/chapter/messages')[0]?.body).toMatchObject({ content: 'Never mind', mentions: [] });
  });

  it('receives messages live, deletes my own after asking, and follows deletions and pins from others', async () => {
    const user = userEvent.setup();
    // The fake server's state: what a refetch after a push would answer.
    const stored = [welcome, fromLeo, mine];
    const { net } = open({
      'DELETE /api/chapter/messages/:id': { status: 204 },
      'GET /api/chapter/messages': () => ({ body: buildChannelPage(stored) }),
    });
    await waitFor(() => expect(within(list()).getByText('Happy to help.')).toBeInTheDocument());
    const server = await FakeRealtimeServer.start();
    await server.acceptSubscription(`chapter:${GROUP.id}`);
    const question = buildChannelMessage({ id: 50, content: 'Who is coming on Thursday?' });
    stored.push(question);
    server.publish(`chapter:${GROUP.id}`, { type: 'channel_message', message: question });
    expect(await within(list()).findByText('Who is coming on Thursday?')).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('POST /api/chapter/read').at(-1)?.body).toEqual({ upTo: 50 }));

    await user.click(
      within(await openMessageMenu(user, list(), 'Happy to help.')).getByRole('menuitem', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(dialog).toHaveTextContent('It will be removed for everyone in the chapter.');
    stored.splice(stored.indexOf(mine), 1);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list()).queryByText('Happy to help.')).toBeNull());
    expect(net.callsTo('DELETE /api/chapter/messages/:id')[0]?.path).toBe('/api/chapter/messages/32');

    stored.splice(stored.indexOf(fromLeo), 1);
    server.publish(`chapter:${GROUP.id}`, {
      type: 'channel_message_deleted',
      groupId: GROUP.id,
      messageId: 31,
      senderId: LEO.id,
      mentionIds: [ME.id],
    });
    await waitFor(() => expect(within(list()).queryByText(/for the intro/)).toBeNull());
    server.publish(`chapter:${GROUP.id}`, {
      type: 'channel_pinned',
      groupId: GROUP.id,
      pinned: { message: welcome, pinnedBy: { id: 2, name: 'Patricia Owens' }, pinnedAt: yesterday },
    });
    expect(await screen.findByRole('region', { name: 'Pinned announcement' })).toBeInTheDocument();
  });

  it('lets a moderator pin and unpin, and delete anyone’s message', async () => {
    const user = userEvent.setup();
    const pinned = { message: welcome, pinnedBy: { id: 2, name: 'Patricia Owens' }, pinnedAt: yesterday };
    const { net } = open(
      {
        'PUT /api/chapter/pin': (req) => ({
          body: {
            message: { ...fromLeo, id: (req.body as { messageId: number }).messageId },
            pinnedBy: null,
            pinnedAt: yesterday,
          },
        }),
        'DELETE /api/chapter/pin': { status: 204 },
      },
      buildSummary({ canModerate: true, lastReadId: 32, pinned }),
    );
    await waitFor(() => expect(within(list()).getByText('Happy to help.')).toBeInTheDocument());
    expect(
      within(await openMessageMenu(user, list(), /for the intro/)).getByRole('menuitem', { name: 'Delete' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Unpin announcement' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pinned announcement' })).toBeNull());
    await user.click(
      within(await openMessageMenu(user, list(), /for the intro/)).getByRole('menuitem', { name: 'Pin for everyone' }),
    );
    expect(await screen.findByRole('region', { name: 'Pinned announcement' })).toHaveTextContent('for the intro');
    expect(net.callsTo('PUT /api/chapter/pin')[0]?.body).toEqual({ messageId: 31 });
  });

  it('shows read-only members the messages without a composer', async () => {
    open({}, buildSummary({ access: 'read', lastReadId: 32 }));
    await waitFor(() => expect(within(list()).getByText('Happy to help.')).toBeInTheDocument());
    expect(screen.getByText(/You can read the chapter channel/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('says so when the member has no chapter channel, and offers a retry when it cannot be loaded', async () => {
    const user = userEvent.setup();
    signInAs(buildProfile());
    let down = true;
    installFakeFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/chapter': () =>
        down ? { status: 500, body: { code: 'SERVER_ERROR', message: 'Server error' } } : { status: 404 },
    });
    renderApp('/inbox/chapter');
    expect(
      await screen.findByText('The chapter channel could not be loaded', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No chapter channel' })).toBeInTheDocument();
  });

  it('keeps a failed send with its reason and sends it again on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { net } = open({
      'POST /api/chapter/messages': (req) =>
        fail
          ? { status: 429, body: { code: 'RATE_LIMIT', message: 'You are sending messages too quickly.' } }
          : {
              status: 201,
              body: buildChannelMessage({
                id: 60,
                senderId: ME.id,
                content: 'Retry me',
                clientMessageId: (req.body as { clientMessageId: string }).clientMessageId,
              }),
            },
    });
    await waitFor(() => expect(within(list()).getByText('Happy to help.')).toBeInTheDocument());
    await user.type(composer(), 'Retry me{Enter}');
    expect(await screen.findByText('You are sending messages too quickly.')).toBeInTheDocument();
    fail = false;
    await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
    await waitFor(() =>
      expect(within(list()).getByText('Retry me').closest('li')).toHaveAttribute('data-message-id', '60'),
    );
    const ids = net
      .callsTo('POST /api/chapter/messages')
      .map((c) => (c.body as { clientMessageId: string }).clientMessageId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });
});
