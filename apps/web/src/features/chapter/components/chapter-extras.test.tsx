import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import {
  buildChannelMessage,
  buildChannelPage,
  buildSummary,
  CHANNEL_MEMBERS,
  GROUP,
} from '../../../test/chapter-builders.ts';
import { installFakeFetch, type Route } from '../../../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../../../test/fake-realtime-server.ts';
import { LEO, ME } from '../../../test/inbox-builders.ts';
import { openMessageMenu } from '../../../test/message-menu.ts';
import { renderApp } from '../../../test/render-app.tsx';

const question = buildChannelMessage({
  id: 41,
  content: 'Who knows a good accountant?',
  reactions: [{ emoji: '🙏', count: 1, mine: false, reactors: [{ id: 2, name: 'Patricia Owens' }] }],
});
const mine = buildChannelMessage({ id: 42, senderId: ME.id, senderName: ME.name, content: 'Breakfast at 7' });

function open(routes: Record<string, Route<string>> = {}, summary = buildSummary({ lastReadId: 42 })) {
  signInAs(buildProfile());
  const stored = [question, mine];
  const net = installFakeFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/chapter': { body: summary },
    'GET /api/chapter/messages': () => ({ body: buildChannelPage(stored) }),
    'GET /api/chapter/members': { body: CHANNEL_MEMBERS },
    'POST /api/chapter/read': (req) => ({
      body: { groupId: GROUP.id, lastReadId: (req.body as { upTo: number }).upTo, unreadCount: 0, mentionCount: 0 },
    }),
    'POST /api/chapter/messages': (req) => {
      const body = req.body as { content: string; clientMessageId: string; replyToId?: number };
      const sent = buildChannelMessage({
        id: 50,
        senderId: ME.id,
        senderName: ME.name,
        content: body.content,
        clientMessageId: body.clientMessageId,
        replyTo: body.replyToId
          ? { id: body.replyToId, senderName: LEO.name, excerpt: question.content, deleted: false }
          : null,
      });
      stored.push(sent);
      return { status: 201, body: sent };
    },
    ...routes,
  });
  renderApp('/inbox/chapter');
  return net;
}

const list = () => screen.getByRole('list', { name: 'Messages' });
const item = (text: string) => within(list()).getByText(text).closest('li') as HTMLElement;

/** Reactions, replies and edits in the chapter channel (docs/chapter-channel.md "Reactions, replies and edits"). */
describe('chapter channel: reactions, replies and edits', () => {
  beforeEach(() => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  });

  it('replies quoting a message, and follows reactions and edits from others live', async () => {
    const user = userEvent.setup();
    const net = open();
    // Connected from the start: the pushes below come while the member is on the screen.
    const server = await FakeRealtimeServer.start();
    await screen.findByText('Who knows a good accountant?');
    await server.acceptSubscription(`chapter:${GROUP.id}`);
    expect(within(item('Who knows a good accountant?')).getByRole('button', { name: '🙏 1' })).toHaveAttribute(
      'title',
      'Patricia Owens',
    );

    const menu = await openMessageMenu(user, list(), 'Who knows a good accountant?');
    await user.click(within(menu).getByRole('menuitem', { name: 'Reply' }));
    expect(screen.getByText(`Replying to ${LEO.name}`)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Try Dana at Ledger & Co{Enter}');
    await waitFor(() =>
      expect(net.callsTo('POST /api/chapter/messages')[0]?.body).toMatchObject({ replyToId: 41, mentions: [] }),
    );
    expect(screen.queryByText(`Replying to ${LEO.name}`)).toBeNull();
    expect(
      await within(item('Try Dana at Ledger & Co')).findByRole('button', { name: /Reply to Leo Fischer/ }),
    ).toBeInTheDocument();

    server.publish(`chapter:${GROUP.id}`, {
      type: 'channel_reactions_updated',
      groupId: GROUP.id,
      messageId: 42,
      reactions: [
        {
          emoji: '👏',
          count: 2,
          reactors: [
            { id: LEO.id, name: LEO.name },
            { id: ME.id, name: ME.name },
          ],
        },
      ],
    });
    expect(await within(item('Breakfast at 7')).findByRole('button', { name: '👏 2, including you' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    server.publish(`chapter:${GROUP.id}`, {
      type: 'channel_message_edited',
      groupId: GROUP.id,
      messageId: 41,
      content: 'Who knows a good tax accountant?',
      editedAt: new Date().toISOString(),
    });
    const edited = list().querySelector('li[data-message-id="41"]') as HTMLElement;
    await waitFor(() => expect(edited).toHaveTextContent('Who knows a good tax accountant?'));
    expect(within(edited).getByText('edited ·')).toBeInTheDocument();
    // The quote of it in my reply follows the edit.
    expect(
      within(item('Try Dana at Ledger & Co')).getByRole('button', { name: /Reply to Leo Fischer/ }),
    ).toHaveTextContent('good tax accountant');
  });

  it('lets a reader see reactions but not react or reply', async () => {
    const user = userEvent.setup();
    open({}, buildSummary({ access: 'read', lastReadId: 42 }));
    await screen.findByText('Who knows a good accountant?');
    const chips = within(item('Who knows a good accountant?'));
    expect(chips.getByRole('img', { name: '🙏 1' })).toBeInTheDocument();
    expect(chips.queryByRole('button', { name: '🙏 1' })).toBeNull();
    const menu = await openMessageMenu(user, list(), 'Who knows a good accountant?');
    expect(within(menu).queryAllByRole('menuitemcheckbox')).toHaveLength(0);
    expect(within(menu).queryByRole('menuitem', { name: 'Reply' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Copy text' })).toBeInTheDocument();
  });
});
