import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../test/builders.ts';
import { buildChannelPage, buildSummary, CHANNEL_MEMBERS, GROUP } from '../../test/chapter-builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { buildConversation, buildInboxItem, buildInboxList, buildMessage, LEO, ME } from '../../test/inbox-builders.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';

const ANN = { id: 20, name: 'Ann Lee' };
const fromLeo = buildInboxItem({ id: 60, conversationId: 3, content: 'Lunch next week?' });
const fromAnn = buildInboxItem({
  id: 50,
  conversationId: 4,
  senderId: ANN.id,
  senderName: ANN.name,
  recipientId: ME.id,
  recipientName: ME.name,
  content: 'Thanks for the referral!',
  isRead: true,
});

function open(path: string) {
  signInAs(buildProfile());
  const net = installFakeFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/inbox': { body: buildInboxList([fromLeo, fromAnn]) },
    'GET /api/chapter': { body: buildSummary() },
    'GET /api/chapter/messages': { body: buildChannelPage([]) },
    'GET /api/chapter/members': { body: CHANNEL_MEMBERS },
    'GET /api/inbox/conversations/3': { body: buildConversation([buildMessage({ id: 60, isRead: true })]) },
    'GET /api/inbox/conversations/4': {
      body: buildConversation([buildMessage({ id: 50, senderId: ANN.id, senderName: ANN.name, isRead: true })], {
        conversationId: 4,
        otherUser: ANN,
      }),
    },
  });
  return { net, ...renderApp(path) };
}

const conversations = () => screen.queryByRole('list', { name: 'Conversations' });
const row = (name: string) => within(conversations() as HTMLElement).getByRole('link', { name: new RegExp(name) });

describe('the inbox on a wide screen', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  });

  it('shows the list beside the open conversation, marks its row, and keeps the list while switching', async () => {
    const user = userEvent.setup();
    const { net } = open('/inbox/conversation/3');
    expect(await screen.findByRole('heading', { level: 1, name: LEO.name })).toBeInTheDocument();
    await waitFor(() => expect(row(LEO.name)).toHaveAttribute('aria-current', 'page'));
    expect(row(ANN.name)).not.toHaveAttribute('aria-current');
    // The open conversation names the page; the list is there to go elsewhere, with no way "back" to it needed.
    expect(screen.getByRole('heading', { level: 2, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Inbox' })).toContainElement(conversations());
    expect(screen.queryByRole('link', { name: 'Back to inbox' })).not.toBeInTheDocument();

    const listBefore = conversations();
    const listRequests = net.callsTo('GET /api/inbox').length;
    await user.click(row(ANN.name));
    expect(await screen.findByRole('heading', { level: 1, name: ANN.name })).toBeInTheDocument();
    expect(row(ANN.name)).toHaveAttribute('aria-current', 'page');
    expect(row(LEO.name)).not.toHaveAttribute('aria-current');
    // The same list element: not drawn again from scratch, and not asked for again.
    expect(conversations()).toBe(listBefore);
    expect(net.callsTo('GET /api/inbox')).toHaveLength(listRequests);
  });

  it('opens the chapter channel beside the list with its row marked', async () => {
    open('/inbox/chapter');
    expect(await screen.findByRole('heading', { level: 1, name: GROUP.name })).toBeInTheDocument();
    const entry = await screen.findByRole('link', { name: /Chapter channel/ });
    expect(entry).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(row(LEO.name)).not.toHaveAttribute('aria-current'));
  });

  it('offers to choose a conversation or write a new one when none is open', async () => {
    const user = userEvent.setup();
    open('/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a conversation' })).toBeInTheDocument();
    await waitFor(() => expect(row(LEO.name)).not.toHaveAttribute('aria-current'));
    const pane = screen.getByRole('heading', { name: 'Choose a conversation' }).parentElement as HTMLElement;
    await user.click(within(pane).getByRole('link', { name: 'New message' }));
    // The new message is written beside the list.
    expect(await screen.findByRole('heading', { level: 1, name: 'New message' })).toBeInTheDocument();
    expect(conversations()).toBeInTheDocument();
  });
});

describe('the inbox on a narrower screen', () => {
  it('keeps the list and the conversation as screens of their own, with a way back', async () => {
    setViewportWidth(1000);
    const user = userEvent.setup();
    open('/inbox/conversation/3');
    expect(await screen.findByRole('heading', { level: 1, name: LEO.name })).toBeInTheDocument();
    expect(conversations()).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to inbox' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    await waitFor(() => expect(row(LEO.name)).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Choose a conversation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LEO.name })).not.toBeInTheDocument();
  });
});
