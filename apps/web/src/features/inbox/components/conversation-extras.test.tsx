import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { type FakeReply, installFakeFetch } from '../../../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../../../test/fake-realtime-server.ts';
import { buildConversation, buildMessage, LEO, ME } from '../../../test/inbox-builders.ts';
import { openMessageMenu } from '../../../test/message-menu.ts';
import { renderApp } from '../../../test/render-app.tsx';

type Route = FakeReply | ((req: { body: unknown; path: string }) => FakeReply);

const fromLeo = buildMessage({ id: 21, content: 'Are you free on Friday?\nI can do lunch.' });
const mine = buildMessage({
  id: 22,
  senderId: ME.id,
  senderName: ME.name,
  recipientId: LEO.id,
  recipientName: LEO.name,
  content: 'Yes, after ten.',
  isRead: true,
});
const leoReacted = { emoji: '👍' as const, count: 1, reactors: [{ id: LEO.id, name: LEO.name }] };

function open(routes: Record<string, Route> = {}) {
  signInAs(buildProfile());
  const net = installFakeFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/inbox/conversations/3': { body: buildConversation([fromLeo, mine]) },
    'POST /api/inbox/conversations/3/read': { body: { conversationId: 3, messageIds: [21], unreadCount: 0 } },
    ...routes,
  });
  renderApp('/inbox/conversation/3');
  return net;
}

/** The real-time server with the screen's subscriptions accepted. */
async function live() {
  const server = await FakeRealtimeServer.start();
  await server.acceptSubscription(`inbox:${ME.id}`);
  await server.acceptSubscription('conversation:3');
  await server.acceptSubscription('typing:conversation:3');
  return server;
}

const list = () => screen.getByRole('list', { name: 'Messages' });
const item = (text: string | RegExp) => within(list()).getByText(text).closest('li') as HTMLElement;

/** Reactions, replies and edits in a conversation (docs/product-rules.md "Inbox"). */
describe('conversation: reactions, replies and edits', () => {
  beforeEach(() => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  });

  it('reacts from the menu, shows the chip with who reacted, toggles it off, and follows the other side live', async () => {
    const user = userEvent.setup();
    const net = open({
      'PUT /api/inbox/messages/:id/reactions/:emoji': {
        body: {
          messageId: 21,
          reactions: [{ ...leoReacted, count: 2, mine: true, reactors: [...leoReacted.reactors, ME] }],
        },
      },
      'DELETE /api/inbox/messages/:id/reactions/:emoji': {
        body: { messageId: 21, reactions: [{ ...leoReacted, mine: false }] },
      },
    });
    await screen.findByText(/Are you free on Friday/);
    const menu = await openMessageMenu(user, list(), /Are you free on Friday/);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'React 👍' }));
    expect(net.callsTo('PUT /api/inbox/messages/:id/reactions/:emoji')[0]?.path).toBe(
      `/api/inbox/messages/21/reactions/${encodeURIComponent('👍')}`,
    );
    const chip = await within(item(/Are you free/)).findByRole('button', { name: '👍 2, including you' });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(chip).toHaveAttribute('title', `${LEO.name}, ${ME.name}`);

    await user.click(chip);
    expect(await within(item(/Are you free/)).findByRole('button', { name: '👍 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const server = await live();
    server.publish('conversation:3', {
      type: 'reactions_updated',
      conversationId: 3,
      messageId: 22,
      reactions: [{ emoji: '🎉', count: 1, reactors: [{ id: LEO.id, name: LEO.name }] }],
    });
    expect(await within(item('Yes, after ten.')).findByRole('button', { name: '🎉 1' })).toBeInTheDocument();
  });

  it('replies with a quote above the box that can be removed, and sends it with the reply', async () => {
    const user = userEvent.setup();
    const stored = [fromLeo, mine];
    const net = open({
      // A refetch answers what the server holds, the reply included.
      'GET /api/inbox/conversations/3': () => ({ body: buildConversation(stored) }),
      'POST /api/inbox/messages': (req) => {
        const body = req.body as { content: string; clientMessageId: string; replyToId?: number };
        const message = buildMessage({
          id: 30,
          senderId: ME.id,
          recipientId: LEO.id,
          content: body.content,
          clientMessageId: body.clientMessageId,
          replyTo: { id: 21, senderName: LEO.name, excerpt: 'Are you free on Friday?', deleted: false },
        });
        stored.push(message);
        return { status: 201, body: message };
      },
    });
    await screen.findByText(/Are you free on Friday/);
    await user.click(
      within(await openMessageMenu(user, list(), /Are you free/)).getByRole('menuitem', { name: 'Reply' }),
    );
    expect(screen.getByText(`Replying to ${LEO.name}`)).toBeInTheDocument();
    // The caret waits in the message box.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(screen.queryByText(`Replying to ${LEO.name}`)).toBeNull();

    await user.click(
      within(await openMessageMenu(user, list(), /Are you free/)).getByRole('menuitem', { name: 'Reply' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Lunch works{Enter}');
    await waitFor(() => expect(net.callsTo('POST /api/inbox/messages')[0]?.body).toMatchObject({ replyToId: 21 }));
    expect(screen.queryByText(`Replying to ${LEO.name}`)).toBeNull();
    const reply = item('Lunch works');
    const quote = within(reply).getByRole('button', { name: /Reply to Leo Fischer: Are you free on Friday\?/ });
    // Only the first line is quoted; tapping the quote brings the original forward.
    expect(quote).not.toHaveTextContent('I can do lunch');
    await user.click(quote);
    expect(item(/I can do lunch/)).toHaveAttribute('data-highlighted', 'true');

    // The original is deleted: the quote says so.
    const server = await live();
    server.publish('conversation:3', { type: 'message_deleted', conversationId: 3, messageId: 21 });
    expect(await within(item('Lunch works')).findByText('Message deleted')).toBeInTheDocument();
  });

  it('edits my message in a dialog, keeps the text when refused, and shows edits from the other side live', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const net = open({
      'PATCH /api/inbox/messages/:id': (req) =>
        refuse
          ? {
              status: 403,
              body: {
                code: 'PERMISSION_DENIED',
                message: 'A message can be edited only in the 15 minutes after it is sent.',
              },
            }
          : {
              body: {
                ...mine,
                content: (req.body as { content: string }).content,
                editedAt: new Date().toISOString(),
              },
            },
    });
    await screen.findByText('Yes, after ten.');
    await user.click(
      within(await openMessageMenu(user, list(), 'Yes, after ten.')).getByRole('menuitem', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit message' });
    const box = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(box).toHaveValue('Yes, after ten.');
    await user.clear(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Message cannot be empty')).toBeInTheDocument();
    await user.type(box, 'Yes, after eleven.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/only in the 15 minutes/)).toBeInTheDocument();
    expect(box).toHaveValue('Yes, after eleven.');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.callsTo('PATCH /api/inbox/messages/:id').at(-1)?.body).toEqual({ content: 'Yes, after eleven.' });
    expect(within(item('Yes, after eleven.')).getByText('edited ·')).toBeInTheDocument();

    // Their message is not mine to edit.
    const theirs = await openMessageMenu(user, list(), /Are you free/);
    expect(within(theirs).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    await user.keyboard('{Escape}');

    const server = await live();
    server.publish('conversation:3', {
      type: 'message_edited',
      conversationId: 3,
      messageId: 21,
      content: 'Are you free on Saturday?',
      editedAt: new Date().toISOString(),
    });
    expect(await within(list()).findByText('Are you free on Saturday?')).toBeInTheDocument();
    expect(within(item('Are you free on Saturday?')).getByText('edited ·')).toBeInTheDocument();
  });

  it('opens the same menu with a tap on the bubble on a phone', async () => {
    open({});
    await screen.findByText('Yes, after ten.');
    const bubble = within(item('Yes, after ten.')).getByText('Yes, after ten.');
    fireEvent.pointerDown(bubble, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerUp(bubble, { pointerType: 'touch' });
    fireEvent.click(bubble);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Reply' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Copy text' })).toBeInTheDocument();
  });

  it('leaves a mouse click on the bubble to selecting text', async () => {
    open({});
    await screen.findByText('Yes, after ten.');
    const bubble = within(item('Yes, after ten.')).getByText('Yes, after ten.');
    await userEvent.setup().click(bubble);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu with a long press, and Delete asks before deleting', async () => {
    const user = userEvent.setup();
    const net = open({ 'DELETE /api/inbox/messages/22': { status: 204 } });
    await screen.findByText('Yes, after ten.');
    const bubble = within(item('Yes, after ten.')).getByText('Yes, after ten.');
    fireEvent.pointerDown(bubble, { pointerType: 'touch', clientX: 10, clientY: 10 });
    const menu = await screen.findByRole('menu', {}, { timeout: 2000 });
    fireEvent.pointerUp(bubble);
    expect(within(menu).getAllByRole('menuitemcheckbox')).toHaveLength(6);
    expect(within(menu).getByRole('menuitem', { name: 'Copy text' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(net.callsTo('DELETE /api/inbox/messages/:id')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list()).queryByText('Yes, after ten.')).toBeNull());
    expect(net.callsTo('DELETE /api/inbox/messages/:id')).toHaveLength(1);
  });
});
